import Foundation

nonisolated extension View {
    /// Turns the controls in this view off: sets `isEnabled` to false, and controls draw dimmed.
    ///
    /// ```swift
    /// Toggle("Show average", isOn: $showsAverage).disabled(model.sales.isEmpty)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentModifiedView(content: self) { if disabled { $0.isEnabled = false } }
    }

    /// Gives the view an identity; a picture draws the view the same.
    ///
    /// ```swift
    /// Chart(sales) { … }.id(range)
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Whether the view takes touches; a picture draws it the same.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// The shape that takes touches; a picture draws the view the same.
    ///
    /// ```swift
    /// HStack { … }.contentShape(Rectangle())
    /// ```
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Pull to refresh: a picture is not pulled, so `action` never runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// A tooltip; a picture does not show it.
    public func help(_ text: Text) -> some View { self }
    /// A tooltip; a picture does not show it.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// A tooltip; a picture does not show it.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// A menu shown on a long press; a picture does not show it.
    ///
    /// ```swift
    /// Chart(sales) { … }.contextMenu { Button("Export") { export() } }
    /// ```
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// A keyboard shortcut for a button; a picture has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// A keyboard shortcut for a button; a picture has no keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// The key with this character.
    public init(_ character: Character) { self.character = character }
    /// The key written as a character literal: `"k"`.
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }

    /// The Return key.
    public static let `return` = KeyEquivalent("\r")
    /// The Escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The Delete key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The Tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys held with a shortcut's key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The modifiers as bits.
    public let rawValue: Int
    /// Modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier key.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers
    /// A shortcut of `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { self.key = key; self.modifiers = modifiers }
    /// Return: the default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
