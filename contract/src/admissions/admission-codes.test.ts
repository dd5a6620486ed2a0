import { describe, expect, it } from 'vitest';
import { ADMISSION_TRACKS, TRACK_BY_NAME, TRACK_CODE, trackCodeOf } from './admission-codes.ts';

describe('trackCodeOf', () => {
  it.each([
    ['文科', TRACK_CODE.liberalArts],
    ['文史类', TRACK_CODE.liberalArts],
    ['理科', TRACK_CODE.science],
    ['首选物理', TRACK_CODE.physics],
    ['物理类', TRACK_CODE.physics],
    ['物理科目组', TRACK_CODE.physics],
    [' 历 史 ', TRACK_CODE.history],
    ['综合', TRACK_CODE.comprehensive],
    ['文理综合', TRACK_CODE.comprehensive],
    ['艺术类（物理科目组）', TRACK_CODE.art],
    ['美术类', TRACK_CODE.art],
    ['体育类', TRACK_CODE.sports],
    ['蒙授文科', TRACK_CODE.other],
    ['单列类物理类', TRACK_CODE.other],
    ['', TRACK_CODE.other],
  ])('%s → %i', (name, code) => {
    expect(trackCodeOf(name)).toBe(code);
  });

  it('names a track for every code it gives', () => {
    const named = new Set(ADMISSION_TRACKS.map((track) => track.code));
    expect(Object.values(TRACK_CODE).every((code) => named.has(code))).toBe(true);
    expect(Object.values(TRACK_BY_NAME).every((code) => named.has(code))).toBe(true);
  });
});
