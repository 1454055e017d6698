import { Link as RouterLink } from '@floorhire/router';
import { Badge, Button, Card, DataList, Heading, Text } from '@floorhire/ui';
import { BILLING_TEXTS, slotsText, type AccountInformation, type EmployerSubscription } from '@floorhire/domain-billing';
import { formatMoney, linkTo } from '@floorhire/rules';
import { REMOTE_TEXTS as T } from '#app/texts';

/** The plan card (spec 002 §2): plan, status, slots (N/A when absent), credits (default 0), contract amount. */
export function PlanCard({ subscription, account, showChoose }: { subscription: EmployerSubscription | null; account: AccountInformation | undefined; showChoose: boolean }) {
  return (
    <Card.Root size="sm" data-testid="plan-card">
      <Card.Header>
        <Heading as="h2" size="md">
          {T.currentPlan}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" gap="3">
        {subscription === null ? (
          <Text fontWeight="semibold">{BILLING_TEXTS.noActiveSubscription}</Text>
        ) : (
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{T.currentPlan}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Text as="span" fontWeight="semibold" data-testid="plan-name">
                  {subscription.plan}
                </Text>
                {subscription.planLength ? <Text as="span">&nbsp;({subscription.planLength === 'annual' ? T.annualLabel : T.quarterlyLabel})</Text> : null}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{T.status}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={subscription.isSubscribed ? 'green' : 'orange'} data-testid="plan-status">
                  {account?.subscriptionPaused ? T.paused(account.subscriptionPausedUntilDate) : subscription.status}
                </Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{T.jobSlots}</DataList.ItemLabel>
              <DataList.ItemValue>{slotsText(subscription.jobSlots, BILLING_TEXTS.notApplicable)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{T.credits}</DataList.ItemLabel>
              <DataList.ItemValue>{subscription.credits.available}</DataList.ItemValue>
            </DataList.Item>
            {subscription.price > 0 ? (
              <DataList.Item>
                <DataList.ItemLabel>{T.contractAmount}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {formatMoney(subscription.price)} {subscription.planLength ? T.perPeriod(subscription.planLength) : ''}
                </DataList.ItemValue>
              </DataList.Item>
            ) : null}
            {account?.currentPeriodEnd && subscription.isSubscribed && !subscription.isFreePlan ? (
              <DataList.Item>
                <DataList.ItemLabel>{T.renews}</DataList.ItemLabel>
                <DataList.ItemValue>{account.currentPeriodEnd}</DataList.ItemValue>
              </DataList.Item>
            ) : subscription.endDate ? (
              <DataList.Item>
                <DataList.ItemLabel>{T.ends}</DataList.ItemLabel>
                <DataList.ItemValue>{subscription.endDate}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
        )}
        {showChoose ? (
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <RouterLink to={linkTo('employerPlans')}>{subscription && !subscription.isFreePlan ? T.changePlan : T.choosePlan}</RouterLink>
          </Button>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
