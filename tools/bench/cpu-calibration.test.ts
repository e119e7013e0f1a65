import { calibrationNote, calibrationOf } from './cpu-calibration';

test("places a host in Lighthouse's classes by its benchmarkIndex, with the slowdown its table gives for a mid-tier phone", () => {
  expect(calibrationOf(1800)).toEqual({ hostClass: 'high-end desktop', slowdown: 4 });
  expect(calibrationOf(1500)).toEqual({ hostClass: 'high-end desktop', slowdown: 4 });
  expect(calibrationOf(1200)).toEqual({ hostClass: 'low-end desktop', slowdown: 2 });
  expect(calibrationOf(640)).toEqual({ hostClass: 'mid-tier mobile', slowdown: 1 });
  expect(calibrationOf(90)).toEqual({ hostClass: 'low-end mobile', slowdown: null });
});

test('the 4x preset on a slower host than it assumes gets a note with the calibrated run to make', () => {
  expect(calibrationNote(1712, 4)).toBeNull();
  expect(calibrationNote(1200, 2)).toBeNull(); // a calibrated run says what it is in its title
  const note = calibrationNote(642.4, 4);
  expect(note).toContain('CPU index is 642 (Lighthouse\'s "mid-tier mobile" class)');
  expect(note).toContain('not the high-end desktop (1500 or more) its 4x preset assumes');
  expect(note).toContain('pnpm bench:lighthouse --cpu-slowdown 1');
  expect(calibrationNote(90, 4)).toContain('no slowdown emulates a mid-tier phone on it');
});
