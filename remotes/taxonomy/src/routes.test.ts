import { describe, expect, it } from 'vitest';
import { routeProblems } from '@floorhire/remote-kit';
import remote from '../remote.json';
import { PAGES } from './routes';

describe('routes', () => {
  it('serves exactly the routes remote.json declares, each with its page', () => {
    expect(routeProblems(remote, PAGES)).toEqual([]);
  });
});
