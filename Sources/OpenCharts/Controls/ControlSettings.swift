import Foundation

/// What the environment says about controls and symbol images: the styles set with
/// `toggleStyle`, `pickerStyle` and the like, the control size, and symbol options.
struct ControlSettings {
    var toggleStyle: AnyToggleStyle?
    var pickerStyle: PickerStyleKind = .automatic
    var labelStyle: AnyLabelStyle?
    var datePickerStyle: DatePickerStyleKind = .automatic
    var progressViewStyle: AnyProgressViewStyle?
    var textFieldStyle: TextFieldStyleKind = .automatic
    var controlSize: ControlSize = .regular
    var labelsHidden = false
    var imageScale: Image.Scale = .medium
    var symbolRenderingMode: SymbolRenderingMode?
    var symbolVariants: SymbolVariants = .none
    var gaugeStyle: AnyGaugeStyle?
}

/// The size of controls: iOS draws most controls the same at every size but buttons.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized.
    case extraLarge
}

nonisolated extension View {
    /// Sets the size of controls in this view.
    ///
    /// ```swift
    /// Button("Refresh") { reload() }.buttonStyle(.bordered).controlSize(.small)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.controlSize = controlSize }
    }

    /// Hides the labels of controls in this view; they still name the control for VoiceOver.
    ///
    /// ```swift
    /// Picker("Period", selection: $period) { … }.labelsHidden()
    /// ```
    public func labelsHidden() -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.labelsHidden = true }
    }
}

extension EnvironmentValues {
    /// The size of controls in this view.
    public var controlSize: ControlSize {
        get { controls.controlSize }
        set { controls.controlSize = newValue }
    }

    /// The scale of symbol images in this view.
    public var imageScale: Image.Scale {
        get { controls.imageScale }
        set { controls.imageScale = newValue }
    }

    /// The tint colour of controls: the accent colour unless `tint(_:)` set one.
    var tintColor: Color { tint ?? .accentColor }
}
