/** One part of `npm run bench`: it prints its own measurements and never decides the exit code. */
export interface BenchSection {
  readonly name: string;
  run(): Promise<void>;
}
