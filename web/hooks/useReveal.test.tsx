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

function renderBelowTheFold() {
  // jsdom lays nothing out; place the item below the 768 px tall viewport, as on a real page.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 2000, width: 100, height: 300 }),
  );
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
    renderBelowTheFold();
    const observer = observers.at(-1);
    expect(observer?.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px 50px 0px' });
  });

  it('waits hidden below the fold, becomes visible on first intersection and stops observing', () => {
    const observers = installFakeIntersectionObserver();
    const item = renderBelowTheFold();
    expect(item).toHaveClass('reveal');
    expect(item).not.toHaveClass('visible');

    const observer = observers.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    act(() => observer.report(false));
    expect(item).not.toHaveClass('visible');

    act(() => observer.report(true));
    expect(item).toHaveClass('reveal', 'visible');
    expect(observer.unobserve).toHaveBeenCalledWith(item);
  });

  it('is never hidden again once revealed', () => {
    const observers = installFakeIntersectionObserver();
    const item = renderBelowTheFold();
    const observer = observers.at(-1);
    if (!observer) throw new Error('no IntersectionObserver was created');
    observer.observed.add(item); // a broken observer that keeps reporting after unobserve
    act(() => observer.report(true));
    act(() => observer.report(false));
    act(() => observer.report(false));
    expect(item).toHaveClass('visible');
  });

  it('shows an item already in view at once, without hiding it first', () => {
    const observers = installFakeIntersectionObserver();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 100, width: 100, height: 300 }),
    );
    render(<Item />);
    expect(screen.getByTestId('item')).toHaveClass('reveal', 'visible');
    expect(observers).toHaveLength(0);
  });
});

it('shows everything at once when the browser has no IntersectionObserver', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  stubReducedMotion(false);
  expect(renderBelowTheFold()).toHaveClass('reveal', 'visible');
});

it('shows everything at once, observing nothing, when the visitor prefers reduced motion', () => {
  const observers = installFakeIntersectionObserver();
  stubReducedMotion(true);
  expect(renderBelowTheFold()).toHaveClass('reveal', 'visible');
  expect(observers).toHaveLength(0);
});
