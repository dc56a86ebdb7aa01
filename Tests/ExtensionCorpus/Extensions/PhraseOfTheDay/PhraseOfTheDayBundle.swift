//
//  PhraseOfTheDayBundle.swift
//  PhraseOfTheDayWidget
//

import SwiftUI
import WidgetKit

@main
struct PhraseOfTheDayBundle: WidgetBundle {
    var body: some Widget {
        PhraseWidget()
    }
}
