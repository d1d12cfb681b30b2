import { describe, expect, it } from 'vitest';
import { toFts5, toTsquery } from './full-text';
import { placesOf } from './location-filter';
import { phoneKeysOf } from './phone-query';
import { QueryError, parseQuery, splitTopLevel } from './query';
import { readLocation } from './regions';
import { highlightLines, highlightPattern } from './highlight';
import { positiveLeaves } from './query';
import { phoneCell, readImport, WORD_JOINER } from './talent-csv';
import { readFields } from './read-fields';

const both = (text: string) => {
  const tree = parseQuery(text);
  if (!tree) return undefined;
  const { include, exclude } = splitTopLevel(tree);
  return {
    fts: [include && toFts5(include), exclude && toFts5(exclude)],
    pg: [include && toTsquery(include), exclude && toTsquery(exclude)],
  };
};

describe('the talent query language', () => {
  it('reads words, phrases, AND/OR/NOT, -word and prefixes into one tree for both databases', () => {
    expect(both('"spring boot" AND kafka -angular')).toEqual({
      fts: ['(("spring boot" AND "kafka") NOT "angular")', undefined],
      pg: ["(('spring' <-> 'boot') & 'kafka' & !'angular')", undefined],
    });
    expect(both('java OR kotlin')).toEqual({
      fts: ['("java" OR "kotlin")', undefined],
      pg: ["('java' | 'kotlin')", undefined],
    });
    expect(both('kube*')).toEqual({ fts: ['"kube"*', undefined], pg: ["'kube':*", undefined] });
    expect(both('(java OR kotlin) NOT php')).toEqual({
      fts: ['((("java" OR "kotlin")) NOT "php")', undefined],
      pg: ["(('java' | 'kotlin') & !'php')", undefined],
    });
    expect(both('node.js')).toEqual({ fts: ['"node js"', undefined], pg: ["('node' <-> 'js')", undefined] });
  });

  it('keeps a query of negatives alone as an exclusion', () => {
    expect(both('-php -dotnet')).toEqual({
      fts: [undefined, '("php" OR "dotnet")'],
      pg: [undefined, "('php' | 'dotnet')"],
    });
  });

  it('cannot be led into the databases own syntax', () => {
    expect(both(`"a" OR b' & !c:* NEAR(x y)`)?.fts[0]).toBe('("a" OR ("b" AND "c"* AND "near" AND "x" AND "y"))');
    expect(both(`b' & !c`)?.pg[0]).toBe("('b' & 'c')");
    expect(parseQuery('  "" ()  ')).toBeUndefined();
  });

  it('refuses a NOT beside an OR with a message', () => {
    expect(() => parseQuery('java OR -php')).toThrow(QueryError);
  });
});

describe('locations', () => {
  it('reads states by name and code, and countries', () => {
    expect(placesOf('Maharashtra')).toEqual([{ state: 'MH', country: 'IN' }]);
    expect(placesOf('MH')).toEqual([{ state: 'MH', country: 'IN' }]);
    expect(placesOf('Kansas')).toEqual([{ state: 'KS', country: 'US' }]);
    expect(placesOf('ks')).toEqual([{ state: 'KS', country: 'US' }]);
    expect(placesOf('India')).toEqual([{ country: 'IN' }]);
    expect(placesOf('Pune')).toEqual([{ city: 'pune' }]);
    expect(placesOf('Olathe, KS')).toEqual([{ city: 'olathe', state: 'KS', country: 'US' }]);
  });
  it('splits a written location into parts', () => {
    expect(readLocation('Olathe, KS')).toEqual({ city: 'Olathe', state: 'KS', country: 'US' });
    expect(readLocation('Pune, Maharashtra, India')).toEqual({ city: 'Pune', state: 'MH', country: 'IN' });
    expect(readLocation('Pune')).toEqual({ city: 'Pune', state: 'MH', country: 'IN' });
    expect(readLocation('Kansas City, MO 64105')).toEqual({ city: 'Kansas City', state: 'MO', country: 'US' });
  });
});

describe('phones', () => {
  it('reads a phone in any format as its E.164 forms', () => {
    for (const text of ['(913) 555-0177', '+1 913 555 0177', '913-555-0177', '9135550177', '+1 (913) 555-0177']) {
      expect(phoneKeysOf(text), text).toContain('+19135550177');
    }
    expect(phoneKeysOf('spring boot')).toBeUndefined();
    expect(phoneKeysOf('2024')).toBeUndefined();
  });

  it('exports a phone that no spreadsheet runs as a formula and that reads +1 913 555 0177', () => {
    const cell = phoneCell('(913) 555-0177', '+19135550177');
    expect(cell).toBe(`${WORD_JOINER}+1 913 555 0177`);
    expect(cell[0]).not.toMatch(/[=+\-@\t\r']/);
    expect(cell.replace(WORD_JOINER, '')).toBe('+1 913 555 0177');
  });
});

describe('highlights', () => {
  it('marks the matching words of the matching lines', () => {
    const tree = parseQuery('"spring boot" kafka -angular');
    const lines = highlightLines(
      'Summary\nBuilt Spring Boot services on Kafka streams\nAngular front ends',
      highlightPattern(positiveLeaves(tree)),
    );
    expect(lines).toEqual([
      [
        ['Built ', false],
        ['Spring Boot', true],
        [' services on ', false],
        ['Kafka', true],
        [' streams', false],
      ],
    ]);
  });
});

describe('reading a resume', () => {
  it('proposes name, e-mail, phone, location, LinkedIn, skills and years', () => {
    expect(
      readFields(
        'Priya Raman\npriya.r@example.com | +1 (913) 555-0177 | linkedin.com/in/priyaraman\nLocation: Olathe, KS\n9+ years building Spring Boot and Kafka services on AWS',
      ),
    ).toEqual({
      name: 'Priya Raman',
      email: 'priya.r@example.com',
      phone: '+1 (913) 555-0177',
      location: 'Olathe, KS',
      linkedin: 'https://linkedin.com/in/priyaraman',
      headline: '',
      skills: ['Spring Boot', 'Kafka', 'AWS'],
      yearsExperience: 9,
    });
  });
});

describe('CSV import', () => {
  it('reports each bad row by its line and keeps the good ones', () => {
    const report = readImport(
      'Name,E-mail,Phone,Location,Skills,Years,Source\n' +
        'Asha Rao,asha@example.com,+91 98765 43210,"Pune, MH",Java; Kafka,7,referral\n' +
        ',nobody@example.com,,,,,\n' +
        'Ben Ode,not-an-email,,,,,job-board\n' +
        'Cy Tan,cy@example.com,,,,seventy,event\n',
    );
    expect(report.total).toBe(4);
    expect(report.rows.map((row) => row.fields.name)).toEqual(['Asha Rao']);
    expect(report.rows[0]?.fields.skills).toEqual(['Java', 'Kafka']);
    expect(report.errors.map((error) => error.row)).toEqual([3, 4, 5]);
    expect(report.errors[1]?.message).toContain('"not-an-email" is not an e-mail address');
  });
});
