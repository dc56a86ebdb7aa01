import Foundation

/// A custom object that a parameter of an intent holds (SiriKit's `INObject`); the custom types of an
/// `.intentdefinition` file are its subclasses.
open nonisolated class INObject: NSObject {
    /// A string that identifies the custom object within your app.
    public let identifier: String?
    /// A string that concisely describes the custom object.
    public let displayString: String
    /// A pronunciation hint for the custom object.
    public let pronunciationHint: String?
    /// A string with secondary information about the object.
    open var subtitleString: String?
    /// An image for the object.
    open var displayImage: INImage?

    /// Creates a custom intent object with the specified attributes.
    public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    /// Creates a custom intent object with the specified identifier and display string.
    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    /// Creates a custom intent object with full display information.
    public convenience init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil, subtitle: subtitleString, image: displayImage)
    }

    /// Creates a custom intent object with full display information and a pronunciation hint.
    public convenience init(identifier: String?, display displayString: String, pronunciationHint: String?,
                            subtitle subtitleString: String?, image displayImage: INImage?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
        self.subtitleString = subtitleString
        self.displayImage = displayImage
    }

    open override var description: String { displayString }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier && other.displayString == displayString
    }

    open override var hash: Int { identifier?.hashValue ?? displayString.hashValue }
}

/// An image SiriKit shows with an intent or an object. Compile-only: Vignette draws no Siri interface.
open nonisolated class INImage: NSObject {
    /// The name of an image in the app's bundle, when it was made from one.
    public let imageName: String?
    /// The image's location, when it was made from one.
    public let url: URL?
    /// The image's data, when it was made from data.
    public let imageData: Data?

    private init(imageName: String?, url: URL?, imageData: Data?) {
        self.imageName = imageName
        self.url = url
        self.imageData = imageData
        super.init()
    }

    /// Creates an image object from the named image in the app's bundle.
    public convenience init(named name: String) { self.init(imageName: name, url: nil, imageData: nil) }
    /// Creates an image object from the specified data.
    public convenience init(imageData: Data) { self.init(imageName: nil, url: nil, imageData: imageData) }
    /// Creates an image object from the file or remote location.
    public convenience init?(url: URL) { self.init(imageName: nil, url: url, imageData: nil) }
}

/// The options an intent handler offers for a parameter, in sections or as one list.
open nonisolated class INObjectCollection<ObjectType: AnyObject>: NSObject {
    /// The collection's sections.
    public let sections: [INObjectSection<ObjectType>]
    /// Whether the options list shows an index of section titles.
    open var usesIndexedCollation = false

    /// Creates a collection from sections.
    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    /// Creates a collection of one section with no title.
    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }

    /// Every item of every section, in order.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
}

/// A titled group of options in an `INObjectCollection`.
open nonisolated class INObjectSection<ObjectType: AnyObject>: NSObject {
    /// The section's title.
    public let title: String?
    /// The section's items.
    public let items: [ObjectType]

    /// Creates a section with a title and items.
    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}
