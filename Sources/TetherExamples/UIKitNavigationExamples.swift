import Foundation
import Tether

/// `UINavigationController` and `UIStackView`: a UIKit screen as older apps build it.
let uikitNavigationExamples: [Example] = [
    Example("uikit-navigation-stack-views", height: 520,
            caption: "UINavigationController with a large title and two right bar button items (Add drawn as plus, Edit), its root controller's view laid out by UIStackViews: a profile row (image, a column of labels aligned leading), a .fillEqually row of three coloured tiles with 8 pt spacing, and an .equalSpacing row whose middle view is hidden; the toolbar shown with the controller's toolbarItems (Trash, a flexible space, Share)") {
        ProfileNavigation()
    },
    Example("uikit-tab-bar-controller", height: 520,
            caption: "UITabBarController with three tabs: a UINavigationController (large title, its tab badged 3), the Search system item and a titled gear tab; the first selected") {
        TabsExample()
    },
    Example("uikit-picker-view", height: 240,
            caption: "UIPickerView with a data source and delegate: two wheels (sizes, and a count 80 pt wide), rows 3 and 4 selected in code, in iOS's 216 pt wheel frame") {
        SizePicker()
    },
    Example("uikit-button-configurations", height: 470,
            caption: "UIButton.Configuration (iOS 15) in a UIStackView: plain, gray, tinted and filled at the medium size, a large filled button with a trailing symbol 6 pt from its title, a tinted button with a subtitle, a disabled filled one; then a UISegmentedControl (its second segment selected), a UIStepper and a UIProgressView at 60 %") {
        ConfiguredButtons()
    },
]

/// A tab bar controller as UIKit apps make their root.
private struct TabsExample: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UITabBarController {
        let inbox = ProfileViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 0)
        navigation.tabBarItem.badgeValue = "3"
        let search = UIViewController()
        search.view.backgroundColor = .systemBackground
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let settings = UIViewController()
        settings.view.backgroundColor = .systemBackground
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, search, settings]
        return tabs
    }
    func updateUIViewController(_ controller: UITabBarController, context: Context) {}
}

/// A two-wheel picker view: sizes and a count, the second wheel 80 points wide.
private struct SizePicker: UIViewRepresentable {
    final class Model: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["Small", "Medium", "Large", "Extra large", "Huge"]
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? sizes.count : 12 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : "\(row + 1)"
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 1 ? 80 : 200 }
    }
    func makeCoordinator() -> Model { Model() }
    func makeUIView(context: Context) -> UIPickerView {
        let picker = UIPickerView()
        picker.dataSource = context.coordinator
        picker.delegate = context.coordinator
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 1, animated: false)
        return picker
    }
    func updateUIView(_ picker: UIPickerView, context: Context) {}
}

/// The configuration styles UIKit offers, stacked.
private struct ConfiguredButtons: UIViewRepresentable {
    func makeUIView(context: Context) -> UIStackView {
        func button(_ configuration: UIButton.Configuration, _ title: String) -> UIButton {
            var configuration = configuration
            configuration.title = title
            return UIButton(configuration: configuration)
        }
        let styles = UIStackView(arrangedSubviews: [
            button(.plain(), "Plain"), button(.gray(), "Gray"), button(.tinted(), "Tinted"), button(.filled(), "Filled"),
        ])
        styles.spacing = 8
        var large = UIButton.Configuration.filled()
        large.title = "Continue"
        large.image = UIImage(systemName: "arrow.right")
        large.imagePlacement = .trailing
        large.imagePadding = 6
        large.buttonSize = .large
        var twoLines = UIButton.Configuration.tinted()
        twoLines.title = "Download"
        twoLines.subtitle = "12 MB"
        twoLines.titleAlignment = .center
        let disabled = button(.filled(), "Disabled")
        disabled.isEnabled = false
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.6
        progress.widthAnchor.constraint(equalToConstant: 240).isActive = true
        let column = UIStackView(arrangedSubviews: [styles, UIButton(configuration: large), UIButton(configuration: twoLines), disabled,
                                                    segments, UIStepper(), progress])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 16
        return column
    }
    func updateUIView(_ stack: UIStackView, context: Context) {}
    /// As tall as the column's constraints make it, as wide as offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIStackView, context: Context) -> CGSize? {
        let fitted = uiView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return CGSize(width: proposal.width ?? fitted.width, height: fitted.height)
    }
}

/// A navigation controller in a representable, as a SwiftUI app embeds a UIKit flow.
private struct ProfileNavigation: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        let profile = ProfileViewController()
        profile.toolbarItems = [
            UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { _ in }),
            UIBarButtonItem(systemItem: .flexibleSpace),
            UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in }),
        ]
        let navigation = UINavigationController(rootViewController: profile)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.setToolbarHidden(false, animated: false)
        return navigation
    }
    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

private final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in }),
            UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in }),
        ]

        let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        avatar.tintColor = .systemBlue
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 44)
        let name = UILabel()
        name.text = "Jane Appleseed"
        name.font = .preferredFont(forTextStyle: .headline)
        let detail = UILabel()
        detail.text = "Joined in 2019"
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        let names = UIStackView(arrangedSubviews: [name, detail])
        names.axis = .vertical
        names.alignment = .leading
        names.spacing = 2
        let profile = UIStackView(arrangedSubviews: [avatar, names])
        profile.alignment = .center
        profile.spacing = 12

        let tiles = UIStackView(arrangedSubviews: [UIColor.systemRed, .systemOrange, .systemGreen].map { colour in
            let tile = UIView()
            tile.backgroundColor = colour
            tile.layer.cornerRadius = 12
            tile.heightAnchor.constraint(equalToConstant: 72).isActive = true
            return tile
        })
        tiles.distribution = .fillEqually
        tiles.spacing = 8

        let hidden = UILabel()
        hidden.text = "Hidden"
        hidden.isHidden = true
        let ends = [UILabel(), hidden, UILabel()]
        ends[0].text = "Leading"
        ends[2].text = "Trailing"
        let spaced = UIStackView(arrangedSubviews: ends)
        spaced.distribution = .equalSpacing

        let column = UIStackView(arrangedSubviews: [profile, tiles, spaced])
        column.axis = .vertical
        column.spacing = 24
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
        ])
    }
}
