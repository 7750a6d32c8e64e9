import { gameArtSvg, initialsOf } from './gameArt';

describe('game art', () => {
  it.each([
    ['Football Legends', 'FL'],
    ['Gavengers', 'GA'],
    ['Mobile Legends: Bang Bang', 'ML'],
    ['Crasher: Origin', 'CO'],
    ['', '?'],
  ])('initials of %p are %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('escapes the name and picks the same colours for the same slug', () => {
    const svg = gameArtSvg('x', 'A <b> & "c"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('<title>A &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(gameArtSvg('football-legends', 'Football Legends')).toBe(gameArtSvg('football-legends', 'Football Legends'));
  });
});
