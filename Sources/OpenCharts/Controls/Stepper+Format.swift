import Foundation

// The forms of Stepper that take a format style: on iOS the format serves VoiceOver, and the
// stepper is drawn as the others are.
extension Stepper {
    /// A stepper over a formatted value, by `step`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label())
    }

    /// A stepper over a formatted value within `bounds`, by `step`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        let v = value.wrappedValue
        self.init(label: label(), canIncrement: v < bounds.upperBound, canDecrement: v > bounds.lowerBound)
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label from a string literal, over a formatted value.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(titleKey))
    }

    /// A stepper with a text label from a string literal, over a formatted value within `bounds`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        let v = value.wrappedValue
        self.init(label: Text(titleKey), canIncrement: v < bounds.upperBound, canDecrement: v > bounds.lowerBound)
    }

    /// A stepper with a text label from a string, over a formatted value.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                                            format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: Text(title))
    }

    /// A stepper with a text label from a string, over a formatted value within `bounds`.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        let v = value.wrappedValue
        self.init(label: Text(title), canIncrement: v < bounds.upperBound, canDecrement: v > bounds.lowerBound)
    }
}
