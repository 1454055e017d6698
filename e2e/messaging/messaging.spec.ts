import { expect, test } from '@playwright/test';
import type { ConversationPage, ProPanel } from '@floorhire/domain-messaging';
import { MESSAGING_TEXTS } from '@floorhire/domain-messaging';
import { expectNoAxeViolations } from '../support/axe';
import { ShellPage } from '../support/shell-page';
import { apiAs, ComposePage, ConversationsPage, PhoneSimulator, StaffMessagesPage, T } from './pages/messaging-pages';

// Spec 002 messaging in real Chromium against the real API and the demo seed: an employer messages
// two pros at once, one replies from the phone simulator and the reply appears live; the other
// texts STOP and the next send shows the opt-out error. At 1280 and 390 px, axe clean.

interface Target {
  userProfileId: number;
  conversationId: number;
  phone: string;
  name: string;
}

async function twoReachablePros(): Promise<{ employerId: number; pros: [Target, Target] }> {
  const owner = await apiAs('employer');
  const me = (await (await owner.get('/v4/user-profile/me')).json()) as { employerUserMaps: { employerId: number }[] };
  const employerId = me.employerUserMaps[0]!.employerId;
  const list = (await (await owner.get(`/v4/conversation?employerId=${employerId}&filter=${encodeURIComponent(JSON.stringify({ bucket: 'All Open', limit: 40 }))}`)).json()) as ConversationPage;
  const found: Target[] = [];
  for (const c of list.conversations) {
    const panel = (await (await owner.get(`/v4/conversation/${c.conversationId}/pro`)).json()) as ProPanel;
    if (panel.phone && !panel.optedOut) found.push({ userProfileId: c.userProfileId, conversationId: c.conversationId, phone: panel.phone.replace(/\D/gu, ''), name: `${panel.nameFirst} ${panel.nameLast}` });
    if (found.length === 2) break;
  }
  await owner.dispose();
  expect(found, 'two demo pros with phones in open conversations').toHaveLength(2);
  return { employerId, pros: found as [Target, Target] };
}

test.describe('messaging remote', () => {
  test('an employer messages two pros, one replies from the phone and it shows live, the other texts STOP and the next send is refused', async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const shell = new ShellPage(page);
    await shell.login('employer');
    const { employerId, pros } = await twoReachablePros();
    const [replier, stopper] = pros;

    // Compose to both: each resolves from 'pending' to its existing conversation.
    const compose = new ComposePage(page);
    await compose.open([replier.userProfileId, stopper.userProfileId]);
    await expect(compose.recipients()).toHaveCount(2);
    await expect(page.locator('[data-testid="recipient"][data-pending="true"]')).toHaveCount(0);
    await expect(compose.recipients().first()).toContainText(T.existingConversation);
    await expectNoAxeViolations(page, 'compose');
    await page.screenshot({ path: testInfo.outputPath('compose-1280.png') });
    const stamp = Date.now().toString(36);
    await compose.sendToAll(`Shift interview this week? ${stamp}`, 2);
    await expect(page.getByText(MESSAGING_TEXTS.messageSent)).toBeVisible();
    await expect(page.getByTestId('sent').locator('li')).toHaveCount(2);
    await expect(compose.recipients()).toHaveCount(0);

    // Open the replier's conversation from the deep link; the message is there.
    const conversations = new ConversationsPage(page);
    await conversations.open(`?conversationId=${replier.conversationId}&employerId=${employerId}`);
    // Generous waits: journeys run on a shared, loaded machine.
    await expect(page.getByTestId('thread-title')).toHaveText(replier.name, { timeout: 15_000 });
    await expect(conversations.messages().last()).toContainText(stamp, { timeout: 15_000 });
    await expect(page.getByTestId('pro-panel')).toBeVisible();
    await expect(conversations.liveStatus()).toHaveAttribute('data-status', 'open');
    await expectNoAxeViolations(page, 'conversations');
    await page.screenshot({ path: testInfo.outputPath('conversations-1280.png'), fullPage: true });

    // A one-to-one message goes at once (a bulk one may wait for the pro's morning, ADR 226).
    await conversations.send(`Can you talk today? ${stamp}`);
    await expect(conversations.messages().last()).toContainText(`Can you talk today? ${stamp}`);

    // Staff reply as the pro on the phone simulator, in another browser.
    const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
    const staffPage = await staffContext.newPage();
    await new ShellPage(staffPage).login('admin');
    const phone = new PhoneSimulator(staffPage);
    await phone.open(replier.phone);
    await expect(phone.texts().last()).toContainText(`Can you talk today? ${stamp}`);
    await expectNoAxeViolations(staffPage, 'phone simulator');
    const answer = `Yes, Thursday works ${stamp}`;
    await phone.reply(answer);

    // The reply appears in the open conversation without a reload, once.
    await expect(conversations.messages().filter({ hasText: answer })).toHaveCount(1, { timeout: 5_000 });
    await expect(conversations.messages().last()).toHaveAttribute('data-direction', 'inbound');
    await expect(conversations.conversation(replier.conversationId)).toContainText(answer);

    // The other pro texts STOP; the next send to them is refused with the spec's words and kept unsent.
    await phone.open(stopper.phone);
    await phone.reply('STOP');
    await staffContext.close();
    await conversations.conversation(stopper.conversationId).click();
    await expect(page.getByTestId('thread-title')).toHaveText(stopper.name);
    await conversations.send(`Are you still interested? ${stamp}`);
    await expect(page.getByText(MESSAGING_TEXTS.sendOptedOut)).toBeVisible();
    await expect(page.locator('[data-testid="message"][data-unsent="true"]')).toHaveCount(1);
    await expect(page.getByTestId('opted-out')).toBeVisible();

    // Phone width: the list and the conversation switch; axe clean there too.
    await page.setViewportSize({ width: 390, height: 844 });
    await conversations.open(`?conversationId=${replier.conversationId}`);
    await expect(page.getByTestId('thread-title')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('conversation-list')).toBeHidden();
    await expectNoAxeViolations(page, 'conversation at 390 px');
    await page.screenshot({ path: testInfo.outputPath('conversation-390.png'), fullPage: true });
    await page.getByRole('button', { name: new RegExp(T.backToList) }).click();
    await expect(page.getByTestId('conversation-list')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('thread-title')).toBeHidden();
    await expectNoAxeViolations(page, 'conversation list at 390 px');
    await page.screenshot({ path: testInfo.outputPath('conversation-list-390.png'), fullPage: true });
    expect(shell.pageErrors).toEqual([]);
  });

  test('top matches and an AI draft that fills the box, a reply in the employer inbox landing, staff recent messages, pro panel and disabling', async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    const shell = new ShellPage(page);
    await shell.login('employer');
    const { employerId, pros } = await twoReachablePros();
    const [pro] = pros;
    const conversations = new ConversationsPage(page);
    await conversations.open(`?conversationId=${pro.conversationId}&employerId=${employerId}&view=conversations`);
    await expect(page.getByTestId('thread-title')).toHaveText(pro.name, { timeout: 15_000 });
    await expect(page.getByTestId('preferred-title')).toBeVisible({ timeout: 15_000 });
    await expect(conversations.messages().first()).toBeVisible({ timeout: 15_000 });
    const before = await conversations.messages().count();

    // The AI draft fills the message box and sends nothing.
    await conversations.draftWithAi();
    await expect(conversations.messageBox()).toHaveValue(new RegExp(`^(Hi|Hello) ${pro.name.split(' ')[0]},`, 'u'), { timeout: 15_000 });
    await expect(conversations.messages()).toHaveCount(before);
    await expectNoAxeViolations(page, 'conversation with an AI draft');
    await page.screenshot({ path: testInfo.outputPath('ai-draft-1280.png'), fullPage: true });
    await conversations.messageBox().fill('');

    // The pro replies from the phone: a 'new message' item lands in the employer inbox landing.
    const staffApi = await apiAs('admin');
    const stamp = Date.now().toString(36);
    expect((await staffApi.post('/v4/sms/simulator/reply', { data: { phone: pro.phone, message: `Inbox check ${stamp}` } })).status()).toBe(201);
    await conversations.messages().filter({ hasText: stamp }).first().waitFor();
    await conversations.chooseLanding('inbox');
    const item = conversations.inboxItems().filter({ hasText: `New message from ${pro.name}` }).first();
    await expect(item).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'employer inbox landing');
    await page.screenshot({ path: testInfo.outputPath('inbox-landing-1280.png'), fullPage: true });
    // The choice is remembered: /employer/messages lands on the inbox again, at phone width too.
    await page.setViewportSize({ width: 390, height: 844 });
    await conversations.open();
    await expect(conversations.inboxItems().first()).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'employer inbox landing at 390 px');
    await page.screenshot({ path: testInfo.outputPath('inbox-landing-390.png'), fullPage: true });
    await conversations.inboxItems().filter({ hasText: `New message from ${pro.name}` }).first().getByRole('button').click();
    await expect(page.getByTestId('thread-title')).toHaveText(pro.name, { timeout: 15_000 });
    await conversations.chooseLanding('conversations');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Staff: recent messages, the conversation with the pro panel and notes, disable and enable.
    const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 800 } });
    const staffPage = await staffContext.newPage();
    await new ShellPage(staffPage).login('admin');
    const staff = new StaffMessagesPage(staffPage);
    await staff.open();
    await staff.showRecent();
    const recent = staff.recentMessages().filter({ hasText: `Inbox check ${stamp}` }).first();
    await expect(recent).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(staffPage, 'staff recent messages');
    await recent.getByRole('button', { name: T.openConversation }).click();
    await expect(staffPage.getByTestId('pro-panel')).toBeVisible({ timeout: 15_000 });
    await staffPage.getByRole('button', { name: T.disableConversation }).click();
    await expect(staffPage.getByTestId('conversation-disabled')).toBeVisible();
    await expectNoAxeViolations(staffPage, 'staff conversation with pro panel');
    await staffPage.screenshot({ path: testInfo.outputPath('staff-1280.png'), fullPage: true });
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(staffPage, 'staff conversation at 390 px');
    await staffPage.screenshot({ path: testInfo.outputPath('staff-390.png'), fullPage: true });
    await staffPage.getByRole('button', { name: T.enableConversation }).click();
    await expect(staffPage.getByTestId('conversation-disabled')).toBeHidden();
    await staffApi.dispose();
    await staffContext.close();
    expect(shell.pageErrors).toEqual([]);
  });
});
