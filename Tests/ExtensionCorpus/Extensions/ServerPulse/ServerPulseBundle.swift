//
//  ServerPulseBundle.swift
//  ServerPulse
//

import WidgetKit
import SwiftUI

@main
struct ServerPulseBundle: WidgetBundle {
    var body: some Widget {
        ServerStatusWidget()
        ServerListWidget()
    }
}
