// The rules under the guest's widgets (spec sections 5 and 9): what the company search form does
// with a typed name, and which options a searchable list shows for a typed text.
import { describe, expect, it } from 'vitest';
import { visibleOptions } from '../../web/src/components/select-options';
import { companyFor } from '../../web/src/features/search/company-match';

const companies = [{ value: 'Infosys' }, { value: 'Infosys BPM' }];

describe('The company search form', () => {
  it('When the name is blank, then it asks to select a company, typo included', () => {
    expect(companyFor('  ', companies)).toEqual({ message: 'Please select comapny name' });
  });

  it('When no company starts with the name, then it says there is no result', () => {
    expect(companyFor('Zzz', [])).toEqual({
      message: 'No result found for your search. Please enter a company.',
    });
  });

  it("When the name is a company's, case and spaces aside, then it is that company", () => {
    expect(companyFor(' infosys bpm ', companies)).toEqual({ company: 'Infosys BPM' });
  });

  it('When several companies start with the name but none is it, then it asks to select one, typo included', () => {
    expect(companyFor('Info', companies)).toEqual({ message: 'Please select comapny name' });
  });

  it('When exactly one company starts with the name, case aside, then it is that company (UX walk N14)', () => {
    expect(companyFor('nova', [{ value: 'Novastar' }])).toEqual({ company: 'Novastar' });
  });

  it('When the one company listed does not start with the name, then it asks to select one', () => {
    expect(companyFor('star', [{ value: 'Novastar' }])).toEqual({
      message: 'Please select comapny name',
    });
  });
});

describe('A searchable list', () => {
  const cities = ['Mumbai', 'Navi Mumbai', 'Pune', 'Delhi'].map((c) => ({ id: c, label: c }));

  it('When text is typed, then the options holding it show, case ignored', () => {
    expect(visibleOptions(cities, 'MUMBAI', new Set(), true).map((o) => o.id)).toEqual([
      'Mumbai',
      'Navi Mumbai',
    ]);
  });

  it('When options are chosen already, then they are left out', () => {
    expect(visibleOptions(cities, '', new Set(['Pune']), true).map((o) => o.id)).toEqual([
      'Mumbai',
      'Navi Mumbai',
      'Delhi',
    ]);
  });

  it("When a city's other name or its letters without accents are typed, then the city shows with the name typed as its hint (issue 37)", () => {
    const vietnam = [
      { id: 'Ho Chi Minh City', label: 'Ho Chi Minh City', aliases: ['Hồ Chí Minh', 'Sài Gòn'] },
      { id: 'Da Nang', label: 'Da Nang', aliases: ['Đà Nẵng'] },
    ];
    expect(visibleOptions(vietnam, 'sài', new Set(), true)).toEqual([
      { ...vietnam[0], hint: 'Sài Gòn' },
    ]);
    expect(visibleOptions(vietnam, 'Đà', new Set(), true).map((o) => o.id)).toEqual(['Da Nang']);
    expect(visibleOptions(vietnam, 'da', new Set(), true)[0]).toBe(vietnam[1]);
  });

  it('When the server filtered the list, then the text filters nothing more', () => {
    expect(visibleOptions(cities, 'xyz', new Set(), false)).toHaveLength(4);
  });

  it('When the list is longer than 1000, then 1000 options show', () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ id: String(i), label: `City ${i}` }));
    expect(visibleOptions(many, '', new Set(), true)).toHaveLength(1000);
  });
});
