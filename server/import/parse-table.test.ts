import { describe, expect, it } from 'vitest';
import { parseTable } from './parse-table';

describe('parseTable', () => {
  it('parses CRLF lines and gives each record its line', () => {
    const table = parseTable('a,b\r\n1,2\r\n3,4\r\n', { delimiter: ',' });
    expect(table.header).toEqual(['a', 'b']);
    expect(table.records).toEqual([
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['3', '4'] },
    ]);
  });

  it('parses LF lines and a file without a final newline', () => {
    const table = parseTable('a,b\n1,2\n3,4', { delimiter: ',' });
    expect(table.records.map((r) => r.cells)).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps line breaks inside quoted bios and counts lines from where each record starts', () => {
    const text =
      'account,biography\nwoman.engineer,"Computer Engineer\n#coding\nBlogger"\nnext,"x"\n';
    const table = parseTable(text, { delimiter: ',' });
    expect(table.records).toEqual([
      { line: 2, cells: ['woman.engineer', 'Computer Engineer\n#coding\nBlogger'] },
      { line: 5, cells: ['next', 'x'] },
    ]);
  });

  it('trims header cells that contain line breaks (CRLF and LF mixed, as in the Sep-2022 file)', () => {
    const text =
      'S.no,"Authentic engagement\n","Engagement average\r\n",Category_1\r\n1.00,5M,6.2M,Music\r\n2.00,1M,2M,';
    const table = parseTable(text, { delimiter: ',' });
    expect(table.header).toEqual([
      'S.no',
      'Authentic engagement',
      'Engagement average',
      'Category_1',
    ]);
    expect(table.records).toEqual([
      { line: 4, cells: ['1.00', '5M', '6.2M', 'Music'] },
      { line: 5, cells: ['2.00', '1M', '2M', ''] },
    ]);
  });

  it('keeps duplicated header names as separate columns', () => {
    const table = parseTable('name,followers,followers\r\ncristiano,477.9M,477900000', {
      delimiter: ',',
    });
    expect(table.header).toEqual(['name', 'followers', 'followers']);
    expect(table.records[0]?.cells).toEqual(['cristiano', '477.9M', '477900000']);
  });

  it('reads tab-separated text and skips the = separator line under the header', () => {
    const text =
      'Username\tCategory\t#Followers\n=========================\nmakeupbynvs\tbeauty\t1432\n';
    const table = parseTable(text, { delimiter: '\t', skipLinesAfterHeader: 1 });
    expect(table.header).toEqual(['Username', 'Category', '#Followers']);
    expect(table.records).toEqual([{ line: 3, cells: ['makeupbynvs', 'beauty', '1432'] }]);
  });

  it('keeps thousands separators inside quoted fields in one cell', () => {
    const table = parseTable('Rank,Subscribers\r\n1,"234,000,000"\r\n', { delimiter: ',' });
    expect(table.records[0]?.cells).toEqual(['1', '234,000,000']);
  });

  it('tolerates stray quotes in unquoted fields and rows with too few or too many cells', () => {
    const table = parseTable('a,b\n1,Kids "Diana" Show\n2\n3,x,extra\n', { delimiter: ',' });
    expect(table.records.map((r) => r.cells)).toEqual([
      ['1', 'Kids "Diana" Show'],
      ['2'],
      ['3', 'x', 'extra'],
    ]);
  });

  it('ignores blank lines but still numbers records by their real line', () => {
    const table = parseTable('a\r\n1\r\n\r\n2\r\n', { delimiter: ',' });
    expect(table.records).toEqual([
      { line: 2, cells: ['1'] },
      { line: 4, cells: ['2'] },
    ]);
  });

  it('counts an entirely empty record (,,,) as a record', () => {
    const table = parseTable('a,b,c\r\n,,\r\n1,2,3', { delimiter: ',' });
    expect(table.records).toHaveLength(2);
    expect(table.records[0]).toEqual({ line: 2, cells: ['', '', ''] });
  });
});
