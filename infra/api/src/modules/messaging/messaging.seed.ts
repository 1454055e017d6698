import type { TableSpec } from '../../seed/bulk';
import { createRng, type Rng } from '../../seed/data';
import type { DemoRows } from '../../seed/demo-rows';
import { DAY, DEMO_SEED, must, type DemoUser } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';
import { demoApplicantsForMessaging, markProMessagesInbound } from './messaging.repository';

// Demo messaging (docs/decisions/177): the product's message templates and Acme's own, and SMS
// conversations with applicants past the first look (every one at Acme, some elsewhere), one of
// them disabled and some unread; one pro has opted out of SMS. A pro's messages are inbound.

const TABLES = {
  message_templates: [
    ['id', 'int'], ['employer_id', 'int'], ['user_profile_id', 'int'], ['title', 'text'], ['message', 'text'], ['is_favorite', 'bool'],
    ['status', 'text'], ['type', 'text'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  conversations: [
    ['id', 'int'], ['employer_id', 'int'], ['user_profile_id', 'int'], ['job_id', 'int'], ['job_applicant_id', 'int'], ['status', 'text'],
    ['source', 'text'], ['latest_message_text', 'text'], ['active_ts', 'timestamptz'], ['read', 'bool'], ['create_ts', 'timestamptz'],
  ],
  messages: [['id', 'int'], ['conversation_id', 'int'], ['sender_id', 'int'], ['content', 'text'], ['status', 'text'], ['channel', 'text'], ['create_ts', 'timestamptz']],
  sms_opt_outs: [['phone', 'text']],
} as const satisfies Record<string, TableSpec>;
type Table = keyof typeof TABLES;

const TEMPLATES: readonly (readonly [string, string])[] = [
  ['Interview invitation', 'Hi {{Pro FirstName}}, this is {{My Name}} from {{Company Name}}. We would like to invite you to interview. What times work for you this week?'],
  ['Thanks for applying', 'Hi {{Pro FirstName}}, thanks for applying to {{Company Name}}. We are reviewing your profile and will be in touch soon.'],
  ['Still interested?', 'Hi {{Pro FirstName}}, are you still interested in the position at {{Company Name}}? Reply YES and we will set up a quick call.'],
  ['Offer follow-up', 'Hi {{Pro FullName}}, congratulations again! Please reply with any questions about your offer from {{Company Name}}.'],
];

/** Applicants an employer talks to: past the first look. */
const TALKED_TO = ['Client', 'Review', 'Interview', 'Offer', 'Hired', 'Contact'];

interface ConversationInput {
  employerId: number;
  employerName: string;
  proFirstName: string;
  proUserId: number;
  sender: DemoUser;
  jobId: number;
  applicantId: number;
  rng: Rng;
  startAt: Date;
  now: Date;
  disabled: boolean;
  unread: boolean;
}

function addConversation(t: DemoRows<Table>, c: ConversationInput): void {
  const lines: [fromPro: boolean, text: string][] = [
    [false, `Hi ${c.proFirstName}, this is ${c.sender.nameFirst} from ${c.employerName}. Thanks for applying! Do you have a few minutes to talk this week?`],
    [true, c.rng.pick(['Yes, I am free after 3 pm most days.', 'Sure, mornings work best for me.', 'Yes! Tuesday or Wednesday works.'])],
    [false, c.rng.pick(['Great, I will send over a couple of times.', 'Perfect. Can you bring your certifications?', 'Thanks! What shift are you looking for?'])],
    [true, c.rng.pick(['Sounds good, thank you.', 'First shift ideally, but I am flexible.', 'Will do. See you then.'])],
  ];
  const count = c.rng.int(2, lines.length);
  const span = Math.max(1, (c.now.getTime() - c.startAt.getTime()) / DAY);
  const times = Array.from({ length: count }, (_, i) => new Date(c.startAt.getTime() + ((i + 1) * span * DAY) / (count + 1)));
  const last = lines[count - 1];
  const lastTs = must(times[count - 1], 'message time');
  const conversationId = t.add('conversations', {
    employer_id: c.employerId,
    user_profile_id: c.proUserId,
    job_id: c.jobId,
    job_applicant_id: c.applicantId,
    status: c.disabled ? 'disabled' : 'active',
    source: c.rng.chance(0.8) ? 'ppp' : 'ppc',
    latest_message_text: last?.[1] ?? null,
    active_ts: lastTs,
    read: !(c.unread && last?.[0]),
    create_ts: c.startAt,
  });
  lines.slice(0, count).forEach(([fromPro, text], i) => {
    t.add('messages', { conversation_id: conversationId, sender_id: fromPro ? c.proUserId : c.sender.id, content: text, status: i === count - 1 && !fromPro && c.disabled ? 'failed' : 'sent', channel: 'sms', create_ts: times[i] });
  });
}

export const messagingSeed: ModuleSeed = {
  order: 30,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const { now, ago } = world;
    const { owner, manager } = world.users;
    const acmeId = must(world.employerIds['acme'], 'acme');
    TEMPLATES.forEach(([title, message], i) => t.add('message_templates', { employer_id: null, user_profile_id: null, title, message, is_favorite: false, status: 'live', type: 'product', create_ts: ago(300 - i), update_ts: ago(300 - i) }));
    t.add('message_templates', { employer_id: acmeId, user_profile_id: owner.id, title: 'Second shift opening', message: 'Hi {{Pro FirstName}}, {{Company Name}} has a second shift CNC opening with a $2/hr shift premium. Interested?', is_favorite: true, status: 'live', type: 'custom', create_ts: ago(60), update_ts: ago(3) });
    t.add('message_templates', { employer_id: acmeId, user_profile_id: null, title: 'Plant tour', message: 'Hi {{Pro FirstName}}, come see our shop! Tours run Tuesdays at 10 am. - {{My Name}}, {{Company Name}}', is_favorite: false, status: 'live', type: 'custom', create_ts: ago(90), update_ts: ago(12) });
    t.add('message_templates', { employer_id: acmeId, user_profile_id: manager.id, title: 'Bring your certifications', message: 'Hi {{Pro FirstName}}, please bring copies of your certifications to the interview. Thanks! {{My Name}}', is_favorite: false, status: 'live', type: 'custom', create_ts: ago(45), update_ts: ago(8) });
    t.add('message_templates', { employer_id: acmeId, user_profile_id: owner.id, title: 'Old holiday schedule', message: 'We are closed for the holidays; we will reply on Monday.', is_favorite: false, status: 'removed', type: 'custom', create_ts: ago(200), update_ts: ago(150) });

    const proOf = new Map(world.pros.map((p) => [p.userId, p]));
    const applicants = await demoApplicantsForMessaging(tx);
    let conversationCount = 0;
    const talkedTo = new Set<string>();
    for (const employer of world.employers) {
      const team = employer.members.filter((u) => u.status === 'normal');
      const senders = team.length > 0 ? team : [owner];
      const rng = createRng(`${DEMO_SEED}:messaging:${employer.key}`);
      for (const a of applicants.filter((row) => row.employer_id === employer.id)) {
        const pair = `${employer.id}:${a.user_profile_id}`;
        if (a.job_status !== 'live' || !TALKED_TO.includes(a.status) || talkedTo.has(pair)) continue;
        if (employer.key !== 'acme' && !rng.chance(0.4)) continue;
        talkedTo.add(pair);
        conversationCount++;
        addConversation(t, {
          employerId: employer.id,
          employerName: employer.name,
          proFirstName: must(proOf.get(a.user_profile_id), 'pro').pro.nameFirst,
          proUserId: a.user_profile_id,
          sender: rng.pick(senders),
          jobId: a.job_id,
          applicantId: a.id,
          rng,
          startAt: new Date(a.create_ts),
          now,
          disabled: conversationCount === 3,
          unread: conversationCount % 3 === 1,
        });
      }
    }
    // An opted-out pro: messaging them answers 'Candidate opted out of SMS messaging'.
    const optedOut = world.pros[25];
    if (optedOut) t.add('sms_opt_outs', { phone: optedOut.pro.phone });
    const written = await t.write(tx);
    return written + (await markProMessagesInbound(tx));
  },
};
