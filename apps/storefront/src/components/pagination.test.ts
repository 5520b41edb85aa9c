import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('centres five pages on the current one and stays inside 1..last', () => {
    expect(pageWindow(1, 498)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 498)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(498, 498)).toEqual([494, 495, 496, 497, 498]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
