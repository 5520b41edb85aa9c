// Minimal types for the part of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    requests?: { method: string; path: string }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
