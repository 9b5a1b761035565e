/**
 * A message bus between the instances of one installation: what one instance publishes, every
 * instance listening receives (itself included). Best effort, like the member events it carries.
 */
export interface EventChannel {
  publish(message: string): Promise<void>;
  /** Starts listening; resolves once messages published from now on will arrive. */
  listen(onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}
