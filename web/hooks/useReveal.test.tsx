import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver, stubReducedMotion } from '../test/intersectionObserver.ts';
import { useReveal } from './useReveal.ts';

function Item() {
  const { ref, className } = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={className} data-testid="item">
      Item
    </div>
  );
}

function renderItem() {
  render(
    <StrictMode>
      <Item />
    </StrictMode>,
  );
  return screen.getByTestId('item');
}

describe('with IntersectionObserver and motion allowed', () => {
  beforeEach(() => stubReducedMotion(false));

  it('observes with the spec threshold 0.1 and a 50px bottom margin', () => {
    const observers = installFakeIntersectionObserver();
    renderItem();
    const observer = observers.at(-1);
    expect(observer?.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px 50px 0px' });
  });

  it('stays plainly visible until the observer has reported, as the prerendered page showed it', () => {
    installFakeIntersectionObserver();
    const item = renderItem();
    expect(item).not.toHaveClass('reveal');
    expect(item.className).toBe('');
  });

  it('waits hidden below the fold, becomes visible on first intersection and stops observing', () => {
    const observers = installFakeIntersectionObserver();
    const item = renderItem();
    const observer = observers.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    act(() => observer.report(false));
    expect(item).toHaveClass('reveal');
    expect(item).not.toHaveClass('visible');
    act(() => observer.report(false));
    expect(item).not.toHaveClass('visible');

    act(() => observer.report(true));
    expect(item).toHaveClass('reveal', 'visible');
    expect(observer.unobserve).toHaveBeenCalledWith(item);
  });

  it('waits until at least 10 % of the item is in view, as the spec says', () => {
    const observers = installFakeIntersectionObserver();
    const item = renderItem();
    const observer = observers.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    act(() => observer.report(true, 0.05));
    expect(item).toHaveClass('reveal');
    expect(item).not.toHaveClass('visible');
    act(() => observer.report(true, 0.1));
    expect(item).toHaveClass('reveal', 'visible');
  });

  it('is never hidden again once revealed', () => {
    const observers = installFakeIntersectionObserver();
    const item = renderItem();
    const observer = observers.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    act(() => observer.report(false));
    observer.observed.add(item); // a broken observer that keeps reporting after unobserve
    act(() => observer.report(true));
    act(() => observer.report(false));
    act(() => observer.report(false));
    expect(item).toHaveClass('visible');
  });

  it('shows an item already in view at once, without hiding it first', () => {
    const observers = installFakeIntersectionObserver();
    const item = renderItem();
    const watcher = new MutationObserver(() => {});
    watcher.observe(item, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    const observer = observers.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    act(() => observer.report(true));
    expect(item).toHaveClass('reveal', 'visible');
    act(() => observer.report(false));
    expect(item).toHaveClass('reveal', 'visible');
    // Every class the item has had: the old value of each change, then the current one.
    const classes = [...watcher.takeRecords().map((record) => record.oldValue ?? ''), item.className];
    expect(classes.length).toBeGreaterThan(1);
    expect(classes).not.toContain('reveal');
    expect(observer.unobserve).toHaveBeenCalledWith(item);
  });
});

it('shows everything at once when the browser has no IntersectionObserver', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  stubReducedMotion(false);
  expect(renderItem()).toHaveClass('reveal', 'visible');
});

it('shows everything at once, observing nothing, when the visitor prefers reduced motion', () => {
  const observers = installFakeIntersectionObserver();
  stubReducedMotion(true);
  expect(renderItem()).toHaveClass('reveal', 'visible');
  expect(observers).toHaveLength(0);
});
