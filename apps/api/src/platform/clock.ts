/** The server's notion of now. Tests pass a controllable clock instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  private t: number;
  constructor(start: Date | string = new Date()) {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  advanceMinutes(minutes: number): void {
    this.t += minutes * 60_000;
  }
  advanceMs(ms: number): void {
    this.t += ms;
  }
}
