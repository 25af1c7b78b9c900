import Foundation

/// A symbol's outline in a box of `size` points (origin top-left, y down).
struct SymbolGlyph {
    var path: Path
    var size: CGSize
}

/// SF Symbols do not exist on Linux: `Image(systemName:)` draws the closest glyph of the
/// Material Icons font (Debian `fonts-material-design-icons-iconfont`), reached through the
/// font's ligatures ("favorite" shapes to the heart).
enum SymbolCatalog {
    /// SF Symbols name → Material Icons ligature.
    static let table: [String: String] = [
        "globe": "public", "star": "star_border", "star.fill": "star", "heart": "favorite_border", "heart.fill": "favorite",
        "person": "person_outline", "person.fill": "person", "person.circle": "account_circle", "person.circle.fill": "account_circle",
        "person.2": "people_outline", "person.2.fill": "people",
        "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings", "house": "home", "house.fill": "home",
        "magnifyingglass": "search", "plus": "add", "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle",
        "minus": "remove", "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
        "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel",
        "checkmark": "check", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "chevron.left": "chevron_left", "chevron.right": "chevron_right", "chevron.up": "expand_less", "chevron.down": "expand_more",
        "arrow.left": "arrow_back", "arrow.right": "arrow_forward", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
        "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay", "trash": "delete_outline", "trash.fill": "delete",
        "pencil": "edit", "square.and.pencil": "create", "bell": "notifications_none", "bell.fill": "notifications",
        "envelope": "mail_outline", "envelope.fill": "email", "location": "near_me", "location.fill": "near_me",
        "location.circle": "my_location", "location.circle.fill": "my_location", "mappin": "place", "mappin.circle.fill": "place",
        "pin": "push_pin", "pin.fill": "push_pin", "pin.circle.fill": "location_on", "map": "map", "map.fill": "map",
        "calendar": "calendar_today", "clock": "schedule", "clock.fill": "watch_later", "photo": "photo", "photo.fill": "photo",
        "folder": "folder_open", "folder.fill": "folder", "lock": "lock_outline", "lock.fill": "lock", "lock.open": "lock_open",
        "cart": "shopping_cart", "cart.fill": "shopping_cart", "info.circle": "info_outline", "info.circle.fill": "info",
        "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
        "questionmark.circle": "help_outline", "questionmark.circle.fill": "help",
        "square.and.arrow.up": "ios_share", "paperplane": "send", "paperplane.fill": "send",
        "car": "directions_car", "car.fill": "directions_car", "bus": "directions_bus", "tram": "tram", "bicycle": "directions_bike",
        "figure.walk": "directions_walk", "airplane": "flight", "phone": "phone", "phone.fill": "phone",
        "camera": "photo_camera", "camera.fill": "photo_camera", "mic": "mic_none", "mic.fill": "mic",
        "play.fill": "play_arrow", "pause.fill": "pause", "stop.fill": "stop", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        "flag": "outlined_flag", "flag.fill": "flag", "tag": "local_offer", "tag.fill": "local_offer", "link": "link", "wifi": "wifi",
        "battery.100": "battery_full", "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny", "moon": "brightness_2", "moon.fill": "brightness_2",
        "cloud": "cloud_queue", "cloud.fill": "cloud", "bolt": "flash_on", "bolt.fill": "flash_on", "eye": "visibility",
        "eye.slash": "visibility_off", "doc": "insert_drive_file", "doc.text": "description", "list.bullet": "format_list_bulleted",
        "square.grid.2x2": "apps", "ellipsis": "more_horiz", "ellipsis.circle": "more_horiz", "line.3.horizontal": "menu",
        "circle": "radio_button_unchecked", "circle.fill": "lens", "square": "check_box_outline_blank",
        "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "cloud.rain": "grain",
        "square.and.arrow.down": "save_alt", "printer": "print", "printer.fill": "print", "music.note": "music_note",
        "film": "movie", "gamecontroller": "sports_esports", "hand.thumbsup": "thumb_up", "hand.thumbsup.fill": "thumb_up",
        "hand.thumbsdown": "thumb_down", "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
        "cart.badge.plus": "add_shopping_cart", "creditcard": "credit_card", "gift": "card_giftcard", "book": "menu_book",
        "book.fill": "book", "keyboard": "keyboard", "speaker.wave.2": "volume_up", "speaker.slash": "volume_off",
        "speaker": "volume_mute", "speaker.fill": "volume_mute", "speaker.wave.1": "volume_down", "speaker.wave.1.fill": "volume_down",
        "speaker.wave.2.fill": "volume_up", "speaker.wave.3": "volume_up", "speaker.wave.3.fill": "volume_up",
        "speaker.slash.fill": "volume_off",
    ]

    /// The SF Symbols names Tether can draw, sorted.
    static var knownNames: [String] { table.keys.sorted() }

    /// The glyph for `systemName` with its em box `pointSize` square, or nil when the name
    /// is unknown or the icon font is missing.
    static func glyph(systemName: String, pointSize: CGFloat) -> SymbolGlyph? {
        guard let ligature = table[systemName], let face = FontLibrary.iconFace(),
              pointSize.isFinite, pointSize >= 0 else { return nil }
        FontLibrary.lock.lock(); defer { FontLibrary.lock.unlock() }
        let shaped = face.shape(ligature)
        guard shaped.count == 1, let glyph = shaped.first, glyph.id != 0 else { return nil }
        let outline = face.outline(of: glyph.id)
        let scale = pointSize / face.unitsPerEm
        // Material icons fill the em square from the baseline up to the ascender.
        let t = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: face.ascender * scale)
        return SymbolGlyph(path: outline.applying(t), size: CGSize(width: pointSize, height: pointSize))
    }

    /// Why symbols cannot be drawn at all (the icon font is missing), if so.
    static func fontError() -> String? { FontLibrary.iconFontError() }
}
