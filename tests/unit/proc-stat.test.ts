import { describe, expect, it } from 'vitest';
import { parseProcStat, readProcStat } from '../../scripts/lib/proc-stat';

/** A stat line as Linux writes it, with the given command name and times. */
function statLine(name: string): string {
  return `4242 (${name}) S 17 4242 7563 0 -1 4194304 99 0 0 0 123 45 6 7 20 0 1 0 8541072 3133440 416 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n`;
}

describe('the /proc stat reader', () => {
  it('reads state, parent, times and start of a line', () => {
    expect(parseProcStat(statLine('node'))).toEqual({
      state: 'S',
      ppid: 17,
      utime: 123,
      stime: 45,
      cutime: 6,
      cstime: 7,
      starttime: '8541072',
    });
  });

  it('counts fields from the last parenthesis: a command name may hold spaces and ") "', () => {
    // Chromium names its threads and processes freely; a name like this shifted every field once.
    expect(parseProcStat(statLine('Web Content) S 1 (x'))).toMatchObject({
      state: 'S',
      ppid: 17,
      utime: 123,
      starttime: '8541072',
    });
  });

  it('refuses what is not a stat line', () => {
    expect(parseProcStat('')).toBeUndefined();
    expect(parseProcStat('4242 (node) S 1 2')).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')(
    'reads this process, and nothing for a pid that is gone',
    () => {
      const self = readProcStat('self');
      expect(self?.ppid).toBe(process.ppid);
      expect(self?.state).toMatch(/^[RS]$/);
      expect(readProcStat(2 ** 22 + 1)).toBeUndefined();
    },
  );
});
