import { shiftLabel, type ShiftCode } from '@floorhire/rules';
import { JOB_STATUSES, type JobStatus } from '@floorhire/domain-jobs';
import type { TableSpec } from '../../seed/bulk';
import { SCREENER_QUESTIONS, createRng, describeJob, jobTitleByName, machineByName, type DisciplineKey, type JobTitle, type Rng } from '../../seed/data';
import { DAY, DEMO_SEED, must } from '../../seed/demo-world';
import type { ModuleSeed } from '../module';

// Demo jobs (docs/decisions/177): each demo employer's posts in the statuses its plan names,
// with status histories, watchers, screener questions and taxonomy maps. Job 4 is Acme
// Machining's live Maintenance Technician, which the browser journeys open.

const TABLES = {
  jobs: [
    ['id', 'int'], ['employer_id', 'int'], ['job_title_id', 'int'], ['job_title_custom', 'text'], ['display_title', 'text'], ['status', 'text'],
    ['employer_assignee_id', 'int'], ['assignee_id', 'int'], ['creator_id', 'int'], ['hire_type', 'text'], ['shift', 'smallint'],
    ['start_time', 'time'], ['end_time', 'time'], ['pay_rate_min', 'numeric'], ['pay_rate_max', 'numeric'], ['pay_rate_salary_min', 'numeric'],
    ['pay_rate_salary_max', 'numeric'], ['pay_rate_period', 'text'], ['experience', 'text'], ['raw_description', 'text'],
    ['description_html', 'text'], ['description_markdown', 'text'], ['street1', 'text'], ['city', 'text'], ['state', 'text'],
    ['postal_code', 'text'], ['lat', 'float8'], ['lng', 'float8'], ['anonymous', 'bool'], ['auto_submission', 'bool'],
    ['hires_per_position', 'int'], ['minimum_applicants_per_week', 'int'], ['screening_action', 'text'], ['employer_career_site_url', 'text'],
    ['status_update_ts', 'timestamptz'], ['create_ts', 'timestamptz'], ['update_ts', 'timestamptz'],
  ],
  job_status_history: [['id', 'int'], ['job_id', 'int'], ['status', 'text'], ['creator_id', 'int'], ['create_ts', 'timestamptz']],
  job_watchers: [['id', 'int'], ['job_id', 'int'], ['watcher_id', 'int'], ['kind', 'text']],
  screener_questions: [['id', 'int'], ['job_id', 'int'], ['question', 'text'], ['display_order', 'smallint']],
  job_knowledge_discipline_maps: [['job_id', 'int'], ['knowledge_discipline_id', 'int']],
  job_machine_maps: [['id', 'int'], ['job_id', 'int'], ['machine_id', 'int']],
  job_machine_brand_maps: [['job_machine_map_id', 'int'], ['brand_id', 'int']],
  job_skill_maps: [['job_id', 'int'], ['job_skill_id', 'int']],
  job_material_maps: [['job_id', 'int'], ['material_id', 'int']],
} as const satisfies Record<string, TableSpec>;

function materialsForJob(title: JobTitle, rng: Rng): string[] {
  const byDiscipline: Partial<Record<DisciplineKey, string[]>> = { cnc: ['Aluminum 6061', '304 Stainless Steel', '4140 Alloy Steel', 'Titanium (Ti-6Al-4V)'], welding: ['Carbon Steel (A36)', '304 Stainless Steel', 'Aluminum 6061'], molding: ['Polypropylene (PP)', 'ABS', 'Nylon (PA6/PA66)', 'Polycarbonate (PC)'], tooling: ['D2 Tool Steel', 'H13 Tool Steel'], 'sheet-metal': ['Carbon Steel (A36)', 'Galvanized Steel', 'Aluminum 5052'] };
  return rng.sample(byDiscipline[title.discipline] ?? [], 2);
}

export const jobsSeed: ModuleSeed = {
  order: 10,
  async run({ tx, world, rows }) {
    const t = rows(TABLES);
    const { ago, staff, taxonomy } = world;
    const { admin, owner } = world.users;
    for (const plan of world.employers) {
      const loc = plan.place;
      const team = plan.members.filter((u) => u.status === 'normal');
      const creator = team[0] ?? owner;
      const jobRng = createRng(`${DEMO_SEED}:jobs:${plan.key}`);
      const statuses = JOB_STATUSES.flatMap((s) => Array.from({ length: plan.jobs[s] ?? 0 }, () => s));
      statuses.forEach((status, j) => {
        const title = jobTitleByName(must(plan.titles[j % plan.titles.length], 'title'));
        const created = ago(status === 'live' ? jobRng.int(5, 75) : status === 'draft' ? jobRng.int(0, 20) : status === 'expired' ? jobRng.int(120, 200) : jobRng.int(60, 300));
        const shift = jobRng.weighted<ShiftCode>([
          [1, 5],
          [2, 3],
          [3, 1],
          [4, 0.5],
          [0, 0.5],
          [null, 1],
        ]);
        const annual = title.skillLevel === 'HIGH' && jobRng.chance(0.25);
        const payMin = Math.round(title.pay[0] + (title.pay[1] - title.pay[0]) * 0.3);
        const payMax = Math.round(title.pay[0] + (title.pay[1] - title.pay[0]) * 0.8);
        const machines = title.machines.slice(0, 3).map((name) => ({ machine: name, brands: jobRng.sample(machineByName(name).brands, 2) }));
        const skills = title.skills.slice(0, 5);
        const hireType = jobRng.weighted([
          ['Full-Time', 8],
          ['Part-Time', 1],
          ['Project', 1],
        ] as const);
        const text = describeJob({ title, employerName: plan.name, city: loc.city, state: loc.state, payRateMin: payMin, payRateMax: payMax, shiftLabel: shiftLabel(shift), hireType, machines, skills });
        const assignee = jobRng.pick(team.length > 0 ? team : [creator]);
        const statusPath: JobStatus[] = status === 'draft' ? ['draft'] : status === 'live' ? (j % 4 === 3 ? ['draft', 'live', 'removed', 'live'] : ['draft', 'live']) : status === 'removed' ? ['draft', 'live', 'removed'] : status === 'expired' ? ['draft', 'live', 'expired'] : ['draft', 'live', 'removed', 'archived'];
        const stepDays = (created.getTime() - ago(status === 'draft' ? 0 : 1).getTime()) / DAY / statusPath.length;
        const statusTimes = statusPath.map((_, k) => new Date(created.getTime() - k * stepDays * DAY));
        const jobId = t.add('jobs', {
          employer_id: plan.id,
          job_title_id: taxonomy.jobTitle(title.title),
          job_title_custom: null,
          display_title: j % 5 === 2 ? `${title.title} - ${shiftLabel(shift) || 'Day'} Shift` : title.title,
          status,
          employer_assignee_id: assignee.id,
          assignee_id: jobRng.pick(staff).id,
          creator_id: creator.id,
          hire_type: hireType,
          shift,
          start_time: shift === 0 ? '06:00' : null,
          end_time: shift === 0 ? '14:30' : null,
          pay_rate_min: annual ? null : payMin,
          pay_rate_max: annual ? null : payMax,
          pay_rate_salary_min: annual ? payMin * 2080 : null,
          pay_rate_salary_max: annual ? payMax * 2080 : null,
          pay_rate_period: annual ? 'annual' : 'hourly',
          experience: { LOW: 'entry', MEDIUM: 'mid', HIGH: 'senior' }[title.skillLevel],
          raw_description: text.raw,
          description_html: text.html,
          description_markdown: text.markdown,
          street1: plan.street,
          city: loc.city,
          state: loc.state,
          postal_code: loc.postalCode,
          lat: loc.latitude,
          lng: loc.longitude,
          anonymous: j % 9 === 8,
          auto_submission: jobRng.chance(0.3),
          hires_per_position: jobRng.int(1, 4),
          minimum_applicants_per_week: jobRng.pick([5, 10, 15]),
          screening_action: plan.key === 'acme' && j === 1 ? 'url' : 'screen',
          employer_career_site_url: plan.key === 'acme' && j === 1 ? 'https://careers.acme-machining.example.com/jobs/cnc' : null,
          status_update_ts: must(statusTimes[statusTimes.length - 1], 'status time'),
          create_ts: created,
          update_ts: must(statusTimes[statusTimes.length - 1], 'status time'),
        });
        statusPath.forEach((s, k) => t.add('job_status_history', { job_id: jobId, status: s, creator_id: k === 0 ? creator.id : jobRng.pick([creator, assignee, admin]).id, create_ts: statusTimes[k] }));
        for (const watcher of team.slice(0, 2)) t.add('job_watchers', { job_id: jobId, watcher_id: watcher.id, kind: 'employer' });
        t.add('job_watchers', { job_id: jobId, watcher_id: jobRng.pick(staff).id, kind: 'admin' });
        jobRng
          .sample(SCREENER_QUESTIONS[title.discipline], jobRng.int(3, Math.min(7, SCREENER_QUESTIONS[title.discipline].length)))
          .forEach((question, k) => t.add('screener_questions', { job_id: jobId, question, display_order: k + 1 }));
        t.add('job_knowledge_discipline_maps', { job_id: jobId, knowledge_discipline_id: taxonomy.discipline(title.discipline) });
        for (const m of machines) {
          const mapId = t.add('job_machine_maps', { job_id: jobId, machine_id: taxonomy.machine(m.machine) });
          for (const b of m.brands) t.add('job_machine_brand_maps', { job_machine_map_id: mapId, brand_id: taxonomy.brand(b) });
        }
        for (const s of skills) t.add('job_skill_maps', { job_id: jobId, job_skill_id: taxonomy.skill(`1:${s}`) });
        for (const material of materialsForJob(title, jobRng)) t.add('job_material_maps', { job_id: jobId, material_id: taxonomy.material(material) });
      });
    }
    return t.write(tx);
  },
};
