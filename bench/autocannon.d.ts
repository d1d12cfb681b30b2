/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export type Request = { path?: string; setupRequest?: (request: Request) => Request };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Stop after this many requests in all (instead of `duration`). */
    amount?: number;
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  /** The running instance: a promise of the result that also reports each response as it comes. */
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
