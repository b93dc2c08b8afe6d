import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routesFile } from './routesFile';
import { matchesPattern } from './pathPattern';

const paths = [
  '/',
  '//',
  '/user',
  '/user/',
  '/USER/Assets',
  '/user/assets',
  '/user/assets/',
  '/user/assets//',
  '/user//assets',
  '/user/assets/extra',
  '/user/compound/order',
  '/user/compound/17',
  '/user/compound/',
  '/user/reportHelp/detail/2/generator-info',
  '/user/reportHelp/detail//generator-info',
  '/user/reporthelp/detail/2/x/',
  '/user/centerTradeResult/0',
  '/spot/buyerreport/1700000000000',
  '/admin/course/12',
  '/admin/course',
  '/user/transaction/%E4%B8%AD',
  '/nowhere',
];

describe('route patterns matched without regular expressions', () => {
  it('agrees with react-router matchPath on every configured route and a set of paths', () => {
    for (const route of routesFile.routes) {
      for (const path of paths) {
        const expected = matchPath({ path: route.path, end: true }, path) !== null;
        expect(matchesPattern(route.path, path), `${route.path} ← ${path}`).toBe(expected);
      }
    }
  });

  it('leaves splats and optional segments to matchPath', () => {
    expect(matchesPattern('/files/*', '/files/a/b')).toBe(true);
    expect(matchesPattern('/user/:id?', '/user')).toBe(true);
    expect(matchesPattern('/user/:id?', '/user/x/y')).toBe(false);
  });
});
