import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_PAGE_TEXTS } from '@floorhire/rules';
import { renderUi } from '../testing/render';
import { ErrorPage, ErrorPageFailure, NotFoundPage, ShellErrorBoundary, errorKindOf } from './error-pages';

describe('error pages (§2.4, §8)', () => {
  it('404 says page not found and why', () => {
    renderUi(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'page not found' })).toBeTruthy();
    expect(screen.getByText('It looks like this was the result of either: a mistyped address or an out-of-date link')).toBeTruthy();
  });
  it.each([
    [{ errorType: 'UserNotFound', statusCode: 404 }, 'user not found'],
    [{ statusCode: 404 }, 'page not found'],
    [new Error('boom'), 'something went wrong'],
  ])('%o shows %s', (error, heading) => {
    renderUi(<ErrorPage error={error} />);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  });
  it('something went wrong asks to reload', () => {
    renderUi(<ErrorPage error={new Error('x')} />);
    expect(screen.getByText('Please try reloading the page.')).toBeTruthy();
  });
  it('the error page’s own failure shows details and a way home', () => {
    renderUi(<ErrorPageFailure error={new TypeError('bad')} />);
    expect(screen.getByText('An error occured while showing the error page')).toBeTruthy();
    expect(screen.getByText('TypeError: bad')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
  });
  it('the boundary turns a crash of a shell screen into the Sorry layout with a support e-mail', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = () => {
      throw new Error('kaput');
    };
    renderUi(
      <ShellErrorBoundary>
        <Crash />
      </ShellErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: `Sorry. ${ERROR_PAGE_TEXTS.sorry.header}` })).toBeTruthy();
    expect(screen.getByText(ERROR_PAGE_TEXTS.sorry.subtext)).toBeTruthy();
    const contact = screen.getByRole('link', { name: ERROR_PAGE_TEXTS.sorry.contact });
    expect(contact.getAttribute('href')).toMatch(new RegExp(`^mailto:${ERROR_PAGE_TEXTS.supportEmail}\\?subject=`));
    expect(screen.queryByRole('heading', { name: 'something went wrong' })).toBeNull();
    spy.mockRestore();
  });
  it('a crash carrying a 404 still says page not found inside the boundary', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Missing = () => {
      throw Object.assign(new Error('gone'), { statusCode: 404 });
    };
    renderUi(
      <ShellErrorBoundary>
        <Missing />
      </ShellErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'page not found' })).toBeTruthy();
    spy.mockRestore();
  });
  it('classifies errors by type and status', () => {
    expect(errorKindOf({ error: 'UserNotFound' })).toBe('user-not-found');
    expect(errorKindOf({ status: 404 })).toBe('not-found');
    expect(errorKindOf(null)).toBe('default');
  });
});
