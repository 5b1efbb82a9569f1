import { describe, expect, it } from 'vitest';
import { compareNames } from '../src/text-key';

describe('compareNames (issue 22 item 13)', () => {
  it('orders numbered names by their numbers, accents and case aside', () => {
    const names = ['Máquina 10', 'máquina 2', 'Máquina 1', 'Máquina 11', 'Aguja', 'Ácido 3'];
    expect([...names].sort(compareNames)).toEqual(['Ácido 3', 'Aguja', 'Máquina 1', 'máquina 2', 'Máquina 10', 'Máquina 11']);
  });
});
