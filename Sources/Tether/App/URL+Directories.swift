import Foundation

/// Mirrors Foundation's iOS 16 directory URLs, which Foundation on Linux lacks: each is the
/// user's directory `FileManager.default.urls(for:in:)` names on this machine (the XDG folders
/// on Linux, `~/Documents`, `~/.cache`, `~/.local/share`…), where an iOS app would find its
/// container's. Should the machine name none, the folder of that name in the home directory.
extension URL {
    /// Mirrors `documentsDirectory`.
    public static var documentsDirectory: URL { userDirectory(.documentDirectory, otherwise: "Documents") }
    /// Mirrors `cachesDirectory`.
    public static var cachesDirectory: URL { userDirectory(.cachesDirectory, otherwise: ".cache") }
    /// Mirrors `applicationSupportDirectory`.
    public static var applicationSupportDirectory: URL { userDirectory(.applicationSupportDirectory, otherwise: ".local/share") }
    /// Mirrors `downloadsDirectory`.
    public static var downloadsDirectory: URL { userDirectory(.downloadsDirectory, otherwise: "Downloads") }
    /// Mirrors `desktopDirectory`.
    public static var desktopDirectory: URL { userDirectory(.desktopDirectory, otherwise: "Desktop") }
    /// Mirrors `moviesDirectory`.
    public static var moviesDirectory: URL { userDirectory(.moviesDirectory, otherwise: "Videos") }
    /// Mirrors `musicDirectory`.
    public static var musicDirectory: URL { userDirectory(.musicDirectory, otherwise: "Music") }
    /// Mirrors `picturesDirectory`.
    public static var picturesDirectory: URL { userDirectory(.picturesDirectory, otherwise: "Pictures") }
    /// Mirrors `sharedPublicDirectory`.
    public static var sharedPublicDirectory: URL { userDirectory(.sharedPublicDirectory, otherwise: "Public") }
    /// Mirrors `trashDirectory`.
    public static var trashDirectory: URL { userDirectory(.trashDirectory, otherwise: ".Trash") }

    private static func userDirectory(_ directory: FileManager.SearchPathDirectory, otherwise name: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory.appending(path: name, directoryHint: .isDirectory)
    }
}
