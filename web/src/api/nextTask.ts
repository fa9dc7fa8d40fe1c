/** Those waiting for their task, in the order they asked. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

function wake(): void {
  waiting.shift()?.();
  // Closed when nobody waits: an open port would keep a test's process alive.
  if (waiting.length === 0 && channel) {
    channel.port1.close();
    channel = null;
  }
}

/**
 * Resolves in a task of its own, so that what the caller does next is not part of the
 * current task: a message posted to itself, as React's scheduler does. One port keeps the
 * callers in order (messages of different ports may overtake each other). Timers would do
 * too, but tests that fake timers would never see what waits on them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = wake;
    }
    channel.port2.postMessage(null);
  });
}
