/**
 * Each request's logger, made when the request first logs something at an enabled level. Fastify
 * gives every request a child of the server's logger bound to its request id; with redaction on,
 * pino runs the redaction over each child's bindings, a few per cent of a cached answer's time,
 * though most requests log nothing at the configured level (docs/PERFORMANCE.md).
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A logger that can say whether a level is on (pino's loggers can). */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAwareLogger =>
  typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';

export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** Whether the child logger exists yet (for tests). */
  get materialized(): boolean {
    return this.made !== undefined;
  }

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    // Once made, the child decides (its level may have been changed).
    if (!this.made && !this.parent.isLevelEnabled(level)) return;
    const logger = this.logger;
    Reflect.apply(logger[level], logger, args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child, unless the route sets a level of its own. */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level || !isLevelAware(logger)
    ? logger.child(bindings, options)
    : new LazyRequestLogger(logger, bindings, options);
