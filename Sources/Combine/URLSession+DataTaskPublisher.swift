import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombine

extension URLSession {
    /// Mirrors Combine's `dataTaskPublisher(for:)` with a URL.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Mirrors Combine's `dataTaskPublisher(for:)` with a request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Mirrors Combine's `URLSession.DataTaskPublisher`: a data task started when the
    /// subscriber first asks for a value; it publishes the data and response once and
    /// finishes, or fails with the task's `URLError`. Cancelling cancels the task.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        /// Mirrors `init(request:session:)`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: DataTaskSubscription(request: request, session: session, subscriber: subscriber))
        }
    }
}

/// One subscriber's data task.
private final class DataTaskSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == URLSession.DataTaskPublisher.Output, Downstream.Failure == URLError {
    private let lock = NSLock()
    private let request: URLRequest
    private let session: URLSession
    /// nil once the task has delivered or the subscription was cancelled.
    private var downstream: Downstream?
    private var task: URLSessionDataTask?

    init(request: URLRequest, session: URLSession, subscriber: Downstream) {
        self.request = request
        self.session = session
        self.downstream = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard demand > .none, downstream != nil, task == nil else { lock.unlock(); return }
        let finish = self.finish
        let task = session.dataTask(with: request) { data, response, error in finish(data, response, error) }
        self.task = task
        lock.unlock()
        task.resume()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
        lock.lock()
        guard let downstream else { lock.unlock(); return }
        self.downstream = nil
        task = nil
        lock.unlock()
        if let response, error == nil {
            _ = downstream.receive((data: data ?? Data(), response: response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        }
    }

    func cancel() {
        lock.lock()
        let task = self.task
        downstream = nil
        self.task = nil
        lock.unlock()
        task?.cancel()
    }
}
