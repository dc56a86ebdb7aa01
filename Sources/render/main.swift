import Foundation
import Gallery
import VignetteRunner

// The gallery's render command: the same command an `@main` widget bundle gets.
let status = await BundleCommand.run(Gallery.widgets, commandName: "render",
                                     homeScreen: ["weather", "calendar", "wikipedia-top-read"], devices: Gallery.referenceDevices)
exit(status)
