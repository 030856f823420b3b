import { describe, expect, it } from 'vitest';
import { slugOf } from './slug.ts';

describe('slugOf', () => {
  it.each([
    // Hindi: each consonant's unwritten "a", silent at a word's end but after a cluster.
    ['प्रिया शर्मा', 'priya-sharma'],
    ['राजेश कुमार', 'rajesh-kumar'],
    ['अमिताभ बच्चन', 'amitabh-bachchan'],
    ['कृष्ण मिश्र', 'krishna-mishra'],
    ['संजय चंपा', 'sanjay-champa'],
    ['ज़ोया', 'zoya'],
    // The same rules in the other Indic scripts of ISCII's layout.
    ['সৌরভ গঙ্গোপাধ্যায়', 'saurabh-gangopadhyay'],
    ['ਸਤਨਾਮ ਸਿੰਘ', 'satanam-singh'],
    ['వెంకటేష్', 'venkatesh'],
    ['ಅನಿಲ್ ಕುಂಬ್ಳೆ', 'anil-kumble'],
    ['陳美玲', 'chen-mei-ling'],
    ['김민준', 'gim-min-jun'],
    ['Дмитрий Иванов', 'dmitriy-ivanov'],
    ['Γιώργος Παπαδόπουλος', 'giorgos-papadopoulos'],
    ['ΝΙΚΟΛΑΟΥ', 'nikolaou'],
    ['محمد الأحمد', 'mhmd-lhmd'],
    ['José Martínez', 'jose-martinez'],
    ["Seán O'Brien", 'sean-obrien'],
    ['Đặng Thị Ngọc', 'dang-thi-ngoc'],
  ])('spells %s as %s', (text, slug) => {
    expect(slugOf(text)).toBe(slug);
  });

  it('reads a letter written with a separate nukta as the same letter (ज़ as ज + ़)', () => {
    expect(slugOf('\u095b\u094b\u092f\u093e')).toBe(slugOf('\u091c\u093c\u094b\u092f\u093e'));
  });

  it('is empty for text without a letter or digit', () => {
    expect(slugOf(' — ! ')).toBe('');
  });
});
