import { acceptOfFileTypes, fileExtension } from './upload';

test("a question's file types become the picker's accept; none leaves every type", () => {
  expect(acceptOfFileTypes(['pdf'])).toBe('.pdf');
  expect(acceptOfFileTypes(['jpg', 'png'])).toBe('.jpg,.png');
  expect(acceptOfFileTypes(null)).toBeUndefined();
  expect(acceptOfFileTypes([])).toBeUndefined();
});

test('fileExtension reads the last extension of a name, lower case; # and ? are letters of a name, not a url', () => {
  expect(fileExtension('archive.tar.GZ')).toBe('gz');
  expect(fileExtension('readme')).toBe('');
  expect(fileExtension('.env')).toBe('');
  expect(fileExtension('foto kandidat#1.png')).toBe('png');
  expect(fileExtension('laporan?final.pdf')).toBe('pdf');
});
