import type { ReactNode } from 'react';
import { BRAND } from '../../ui/brand';
import './marketing.css';

export interface MarketingPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame of the static pages: one h1, an optional lead paragraph, then the page's sections. */
export function MarketingPage({ title, lead, children }: MarketingPageProps) {
  return (
    <main id="main" className="marketing-page">
      <title>{`${title} — ${BRAND.product}`}</title>
      <div className="marketing-hero">
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
      </div>
      <div className="marketing-content">{children}</div>
    </main>
  );
}
