import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  EVALUATION_KEYS,
  EVALUATION_RESULT_CODES,
  stripKeying,
  type BilingualText,
  type InstrumentDefinition,
} from '../instrument-definition.ts';
import { scoreInstrument } from './score-instrument.ts';
import { answerAll, seedDefinition } from './seed-definitions.test-helper.ts';

/** The first column of a gzipped CSV of the starter pack, as a set (codes contain no commas). */
function firstColumn(path: string, column: string): Set<string> {
  const text = gunzipSync(readFileSync(new URL(`../../../../data/starter/${path}`, import.meta.url))).toString('utf8');
  const [header, ...rows] = text.split('\n');
  const index = header!.split(',').indexOf(column);
  return new Set(rows.filter(Boolean).map((row) => row.split(',')[index]!));
}
const majorClasses = firstColumn('majors/undergraduate_major_catalog_2026.csv.gz', 'class_code');
const occupations = firstColumn('jobs/occupation_classification_2022_flat.csv.gz', 'code');

const filled = (text: BilingualText | undefined) =>
  text !== undefined && text.zh.trim().length > 0 && text.en.trim().length > 0;

function allTexts(definition: InstrumentDefinition): BilingualText[] {
  return [
    definition.title,
    definition.intro,
    definition.disclaimer,
    definition.norms.source,
    definition.source.items,
    definition.source.licence,
    definition.source.writtenByUs,
    ...definition.responseScale.options.map((option) => option.label),
    ...definition.items.map((item) => item.text),
    ...definition.scales.flatMap((scale) => [
      scale.name,
      scale.description,
      scale.interpretation.high,
      scale.interpretation.low,
      ...scale.interpretation.strengths,
      ...scale.interpretation.cautions,
      ...(scale.interpretation.lowStrengths ?? []),
      ...(scale.interpretation.lowCautions ?? []),
      ...(scale.poles ?? []).flatMap((pole) => [pole.name, pole.description]),
    ]),
    ...definition.types.flatMap((type) => [type.title, type.summary, ...type.strengths, ...type.cautions]),
  ];
}

describe.each(EVALUATION_KEYS)('seed definition %s', (key) => {
  const definition = seedDefinition(key);

  it('is the instrument of its file, with its dictionary result code', () => {
    expect(definition.key).toBe(key);
    expect(definition.resultCode).toBe(EVALUATION_RESULT_CODES[key]);
    expect(Number.isInteger(definition.version) && definition.version >= 1).toBe(true);
  });

  it('has every text in Chinese and English', () => {
    const texts = allTexts(definition);
    expect(texts.length).toBeGreaterThan(definition.items.length);
    expect(texts.filter((text) => !filled(text))).toEqual([]);
  });

  it('has a response scale with one labelled option per value', () => {
    const { min, max, options } = definition.responseScale;
    expect(options.map((option) => option.value)).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
  });

  it('keys every item to a known scale; every scale has at least four scored items and a norm', () => {
    const ids = definition.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const scaleCodes = new Set(definition.scales.map((scale) => scale.code));
    expect(definition.items.filter((item) => !scaleCodes.has(item.scale))).toEqual([]);
    for (const scale of definition.scales) {
      const scored = definition.items.filter((item) => item.scale === scale.code && item.repeatOf === undefined);
      expect(scored.length, scale.code).toBeGreaterThanOrEqual(4);
      expect(definition.norms.scales[scale.code]?.sd, scale.code).toBeGreaterThan(0);
    }
  });

  it('pairs each repeat with an earlier scored item of the same scale and direction', () => {
    const repeats = definition.items.filter((item) => item.repeatOf !== undefined);
    expect(repeats.length).toBeGreaterThanOrEqual(definition.careless.maxInconsistentPairs);
    for (const repeat of repeats) {
      const at = definition.items.findIndex((item) => item.id === repeat.repeatOf);
      const original = definition.items[at]!;
      expect(original.repeatOf, repeat.id).toBeUndefined();
      expect([original.scale, original.reverse], repeat.id).toEqual([repeat.scale, repeat.reverse]);
      expect(definition.items.indexOf(repeat) - at, repeat.id).toBeGreaterThanOrEqual(8);
    }
  });

  it('bridges only to real 2026 专业类 and 2022 职业分类大典 codes', () => {
    const bridges = [...definition.scales.map((scale) => scale.bridge), ...definition.types.map((type) => type.bridge)];
    const majors = bridges.flatMap((bridge) => bridge.majorClasses);
    const jobs = bridges.flatMap((bridge) => bridge.occupationGroups);
    expect(majors.length).toBeGreaterThan(0);
    expect(majors.filter((code) => !majorClasses.has(code))).toEqual([]);
    expect(jobs.filter((code) => !occupations.has(code))).toEqual([]);
  });

  it('scores a neutral answer set without error', () => {
    const { min, max } = definition.responseScale;
    const result = scoreInstrument(
      definition,
      answerAll(definition, () => (min + max) / 2),
    );
    expect(result.scales).toHaveLength(definition.scales.length);
  });

  it('strips keying for taking and preview', () => {
    const taking = stripKeying(definition);
    expect(taking.items).toHaveLength(definition.items.length);
    expect(taking.items[0]).toEqual({ id: definition.items[0]!.id, text: definition.items[0]!.text });
    const sent = JSON.stringify(taking);
    for (const secret of ['"scale"', '"reverse"', '"repeatOf"', '"norms"', '"interpretation"', '"source"']) {
      expect(sent).not.toContain(secret);
    }
  });
});

describe('type texts', () => {
  it('Holland has a text for each letter', () => {
    expect(seedDefinition('hol').types.map((type) => type.code)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
  });

  it('the MBTI-style type has a text for each of the 16 types, and four dichotomies with poles', () => {
    const mbti = seedDefinition('mbti');
    const letters = mbti.scales.map((scale) => scale.poles!.map((pole) => pole.code));
    const all = letters.reduce<string[]>(
      (codes, poles) => codes.flatMap((code) => poles.map((pole) => code + pole)),
      [''],
    );
    expect(all).toHaveLength(16);
    expect(new Set(mbti.types.map((type) => type.code))).toEqual(new Set(all));
  });

  it('intelligences and anchors have eight scales and a text for each', () => {
    for (const key of ['intelligence', 'anchor'] as const) {
      const definition = seedDefinition(key);
      expect(definition.scales).toHaveLength(8);
      expect(definition.types.map((type) => type.code)).toEqual(definition.scales.map((scale) => scale.code));
    }
  });

  it('16PF has sixteen factors, each with texts for both poles', () => {
    const pf = seedDefinition('pf');
    expect(pf.scales.map((scale) => scale.code)).toEqual([
      'A',
      'B',
      'C',
      'E',
      'F',
      'G',
      'H',
      'I',
      'L',
      'M',
      'N',
      'O',
      'Q1',
      'Q2',
      'Q3',
      'Q4',
    ]);
    for (const scale of pf.scales) {
      expect(scale.interpretation.lowStrengths?.length, scale.code).toBeGreaterThan(0);
      expect(scale.interpretation.lowCautions?.length, scale.code).toBeGreaterThan(0);
    }
  });
});
