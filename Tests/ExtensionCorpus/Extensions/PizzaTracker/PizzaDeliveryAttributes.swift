import ActivityKit
import Foundation

/// Shared with the app, which starts the activity when an order is placed.
struct PizzaDeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Stage: String, Codable, CaseIterable {
            case received, baking, outForDelivery, delivered

            var title: String {
                switch self {
                case .received: "Order received"
                case .baking: "In the oven"
                case .outForDelivery: "On its way"
                case .delivered: "Delivered"
                }
            }

            var symbol: String {
                switch self {
                case .received: "checkmark.circle.fill"
                case .baking: "flame.fill"
                case .outForDelivery: "bicycle"
                case .delivered: "house.fill"
                }
            }

            var step: Int { Self.allCases.firstIndex(of: self)! }
        }

        var stage: Stage
        var courierName: String?
        var estimatedArrival: ClosedRange<Date>
    }

    var orderNumber: String
    var itemCount: Int
    var storeName: String
}

extension PizzaDeliveryAttributes {
    static let preview = PizzaDeliveryAttributes(orderNumber: "A-1042", itemCount: 3, storeName: "Napoli Centro")
}

extension PizzaDeliveryAttributes.ContentState {
    static var baking: Self {
        .init(stage: .baking, courierName: nil, estimatedArrival: Date.now...Date.now.addingTimeInterval(25 * 60))
    }

    static var onTheWay: Self {
        .init(stage: .outForDelivery, courierName: "Giulia", estimatedArrival: Date.now...Date.now.addingTimeInterval(8 * 60))
    }
}
