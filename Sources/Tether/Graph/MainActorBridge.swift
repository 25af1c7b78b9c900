/// Tether runs its whole pipeline on the main actor (`ViewHost` is `@MainActor`), but the
/// graph's internals are nonisolated so that nonisolated view structs can conform to them.
/// This runs main-actor user code (`body`, `body(content:)`, alignment closures) from there,
/// passing non-Sendable values across without copying. On a `DeepStack` helper, which runs
/// while the main thread waits for it, the code runs there directly.
enum MainActorBridge {
    struct Box<T>: @unchecked Sendable { var value: T }

    static func run<Input, Output>(_ input: Input, _ work: @MainActor (Input) -> Output) -> Output {
        if DeepStack.isActingForMainActor {
            return withoutActuallyEscaping(work) { work in
                unsafeBitCast(work, to: ((Input) -> Output).self)(input)
            }
        }
        let boxedInput = Box(value: input)
        return withoutActuallyEscaping(work) { work in
            let boxedWork = Box(value: work)
            return MainActor.assumeIsolated { Box(value: boxedWork.value(boxedInput.value)) }.value
        }
    }
}
