import { LOCAL_SUGGESTION_CAP } from '@klob/shared/constants';
import { positionOptions } from './position-options';

test('prefix matching ignores case; names containing the text elsewhere are left out', () => {
  const names = ['Staf Gudang', 'staf pengolahan ikan', 'Kepala Staf', 'STAFF IT', 'Manager'];
  expect(positionOptions(names, 'sTaF')).toEqual(['Staf Gudang', 'staf pengolahan ikan', 'STAFF IT']);
  expect(positionOptions(names, '  ')).toEqual([]);
  expect(positionOptions(['Staf', 'STAF'], 'st')).toEqual(['Staf']);
});

test('at most LOCAL_SUGGESTION_CAP options', () => {
  const names = Array.from({ length: 25 }, (_, n) => `Teller ${n}`);
  expect(positionOptions(names, 'tel')).toHaveLength(LOCAL_SUGGESTION_CAP);
});
