import { createHash } from 'node:crypto';
import { JOB_FEED_JOB_TYPES } from '@floorhire/domain-job-board';
import { absoluteLink, formatJobPay, PAY_TEXTS } from '@floorhire/rules';
import type { Queryable } from '../../db';
import { feedFingerprint, feedJobs, type FeedJobRow } from './job-board-posting.repository';

// The job feed job boards read (ADR 219): every live job of the employers whose job-board
// request is submitted and says to post, in Indeed's XML feed format (docs.indeed.com "XML feed
// reference": a <source> root, one <job> a job with its required elements, content in CDATA,
// no HTML entities). Built once and kept until what it is made of changes (feedFingerprint):
// a crawler's request costs one small query, a job published a moment ago is in the next one.

const PUBLISHER = 'FloorHire';
/** An anonymous job shows no employer (spec 001); job boards still need a company. */
const CONFIDENTIAL = 'Confidential employer';

interface CachedFeed {
  fingerprint: string;
  xml: string;
  etag: string;
  builtAt: Date;
}
let cached: CachedFeed | undefined;

// XML 1.0 allows tab, line feed, carriage return and the printable ranges; nothing else.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as one CDATA section: a "]]>" inside is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const ENTITIES: Record<string, string> = { amp: '&', nbsp: '\u00A0', quot: '"', apos: "'", rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', ndash: '–', mdash: '—', hellip: '…', bull: '•' };

/** Indeed reads no HTML entities: the characters themselves (&lt; and &gt; stay, they are markup's). */
export function withoutEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function salaryOf(job: FeedJobRow): string | null {
  const text = formatJobPay({ payRatePeriod: job.pay_rate_period, payRateMin: job.pay_rate_min, payRateMax: job.pay_rate_max, payRateSalaryMin: job.pay_rate_salary_min, payRateSalaryMax: job.pay_rate_salary_max });
  if (text === PAY_TEXTS.undisclosed) return null;
  return text.replace(PAY_TEXTS.hourlySuffix, ' per hour').replace(PAY_TEXTS.annualSuffix, ' per year');
}

function jobXml(job: FeedJobRow, publicUrl: string): string {
  const company = job.anonymous ? CONFIDENTIAL : job.employer_name;
  const description = job.description_html?.trim() ? withoutEntities(job.description_html) : (job.raw_description ?? job.title);
  const elements: [string, string | null][] = [
    ['title', job.title],
    ['date', job.published_ts.toISOString().replace(/\.\d{3}Z$/u, 'Z')],
    ['referencenumber', `floorhire-${job.id}`],
    ['requisitionid', String(job.id)],
    ['url', absoluteLink(publicUrl, 'openJob', { id: job.id }, { utm_source: 'indeed', utm_medium: 'organic', utm_campaign: 'job-feed' })],
    ['company', company],
    ['sourcename', company],
    ['city', job.city ?? ''],
    ['state', job.state ?? ''],
    ['country', 'US'],
    ['postalcode', job.postal_code ?? ''],
    ['streetaddress', job.anonymous ? null : job.street1],
    ['email', job.contact_email ?? ''],
    ['description', description],
    ['salary', salaryOf(job)],
    ['jobtype', job.hire_type ? (JOB_FEED_JOB_TYPES[job.hire_type] ?? null) : null],
  ];
  const body = elements.filter(([, value]) => value !== null).map(([name, value]) => `    <${name}>${cdata(value!)}</${name}>`);
  return `  <job>\n${body.join('\n')}\n  </job>`;
}

export function buildFeedXml(jobs: readonly FeedJobRow[], publicUrl: string, builtAt: Date): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `  <publisher>${PUBLISHER}</publisher>`,
    `  <publisherurl>${cdata(`${publicUrl}/`)}</publisherurl>`,
    `  <lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>`,
    ...jobs.map((job) => jobXml(job, publicUrl)),
    '</source>',
    '',
  ].join('\n');
}

/** The feed, from the cache while nothing it is made of has changed. */
export async function jobFeed(q: Queryable, publicUrl: string): Promise<CachedFeed & { fromCache: boolean }> {
  const fingerprint = `${publicUrl}|${await feedFingerprint(q)}`;
  if (cached?.fingerprint === fingerprint) return { ...cached, fromCache: true };
  const builtAt = new Date();
  const xml = buildFeedXml(await feedJobs(q), publicUrl, builtAt);
  cached = { fingerprint, xml, etag: `"${createHash('sha256').update(fingerprint).digest('base64url').slice(0, 27)}"`, builtAt };
  return { ...cached, fromCache: false };
}
