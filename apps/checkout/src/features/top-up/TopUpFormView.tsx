import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, get, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router';
import { identityOf, useRootStore } from '@store/shared';
import { cartOf, hasPassedAgeGate, sortPaymentChannels, type Country, routePath, localeSegment } from '@store/shared/domain';
import type { Order, Product } from '../../api/checkoutApi';
import { useCheckoutApi } from '../../api/useCheckoutApi';
import { Button, Price, Stepper, useEarlyEntries, useHydrated } from '@store/shared/ui';
import { useCheckoutTranslation } from '../../i18n/useCheckoutTranslation';
import { isCodacashOffered } from '../../lib/codacashOffer';
import { browserStorage } from '../../lib/browserStorage';
import { messageText } from '../../i18n/messages';
import { normaliseGiftPayload, promoPrerequisiteError, type CheckoutError } from '../../lib/purchaseRules';
import { BillingAddressFields } from './components/BillingAddressFields';
import { ContactFields } from './components/ContactFields';
import { CustomAmountField } from './components/CustomAmountField';
import { DenominationPicker } from './components/DenominationPicker';
import { FreeGiveawayRow } from '../../components/FreeGiveawayRow';
import { GiftFields } from './components/GiftFields';
import { NationalityField } from './components/NationalityField';
import { OrderConfirmationModal } from './components/OrderConfirmationModal';
import { OrderProblem } from './components/OrderProblem';
import { PaymentChannelPicker } from './components/PaymentChannelPicker';
import { PlayerFields } from './components/PlayerFields';
import { PromoCodeField } from './components/PromoCodeField';
import { RecurrencePicker } from './components/RecurrencePicker';
import { RewardsSlot } from './components/RewardsSlot';
import { TermsField } from './components/TermsField';
import { usePlaceOrder } from './hooks/usePlaceOrder';
import { playerKey, usePlayerCheck } from './hooks/usePlayerCheck';
import { usePromo, type PromoPlayer } from './hooks/usePromo';
import { isBillingAddressRequired } from './lib/billingCountries';
import { PROMO_PROBLEM_CODES } from './lib/promoRefusal';
import { recurrenceOptionOf, recurrencesBySku } from './lib/recurrence';
import { lastChannel, saveLastChannel, savePlayer, savedPlayers } from './lib/savedPlayers';
import { draftKey, readTopUpDraft, saveTopUpDraft } from './lib/topUpDraft';
import { tryAgainValues } from '../../lib/tryAgain';
import { TopUpRulesProvider } from './topUpRules';
import {
  billingAddressOf,
  chosenPrice,
  customAmountRange,
  emptyTopUpValues,
  firstErrorField,
  gameFieldValuesOf,
  receiptContact,
  topUpMessage,
  topUpSchema,
  type TopUpRules,
  type TopUpValues,
} from './topUpSchema';

export interface TopUpFormViewProps {
  product: Product;
  country: Country;
  onRefreshPrice: () => void;
}

/** The checkout error (section 4) a field's error is, where it is one. */
function checkoutErrorOf(field: string): Exclude<CheckoutError, 'none'> | undefined {
  if (field === 'channelId') return 'paymentChannel';
  if (field.startsWith('billing.')) return 'billingAddress';
  if (field === 'email' || field === 'mobile') return 'email';
  if (field === 'terms') return 'termsAndCondition';
  return undefined;
}

/** The top-up form of one product: react-hook-form with the zod rules of topUpSchema; its sections read it through FormProvider. */
export const TopUpFormView = observer(function TopUpFormView({ product, country, onRefreshPrice }: TopUpFormViewProps) {
  const store = useRootStore();
  const { session, shop } = store;
  const api = useCheckoutApi();
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const local = useMemo(() => browserStorage('local'), []);
  const tab = useMemo(() => browserStorage('session'), []);
  const lvtId = product.lvtId ?? product.gvtId;

  const rules: TopUpRules = useMemo(() => {
    const billingRequired = isBillingAddressRequired(country.code, store.isWhiteLabel);
    const customAmounts = Object.fromEntries(
      product.denominations.flatMap((d) => (d.maxPrice != null ? [[String(d.skuId), { min: d.price, max: d.maxPrice }] as const] : [])),
    );
    const recurrences = recurrencesBySku(product.denominations);
    return {
      country,
      requiresZoneId: product.requiresZoneId,
      billingRequired,
      nationalityRequired: billingRequired,
      gameFields: product.gameFields,
      customAmounts,
      recurrences,
      userIdLabel: product.userIdLabel,
    };
  }, [country, product.requiresZoneId, product.gameFields, product.denominations, product.userIdLabel, store.isWhiteLabel]);
  // Codacash (a backend channel) only for a signed-in shopper with an active wallet in this country.
  const codacash = isCodacashOffered(session.isSignedIn, country.code);
  const channels = useMemo(() => sortPaymentChannels(product.paymentChannels.filter((c) => !c.isBackendChannel || codacash)), [product.paymentChannels, codacash]);
  // What this browser kept (saved players, the last channel, the draft) is not on the server: a form hydrating the
  // server's HTML starts as the server rendered it and takes them once mounted; a form mounted in the browser at once.
  const hydrating = !useHydrated();
  const draft = draftKey(country.code, product.slug);
  const keptInBrowser = () => ({ draft: readTopUpDraft(tab, draft), players: savedPlayers(local, lvtId), channel: lastChannel(local, lvtId) });
  // Undefined while hydrating: the effect below takes them then.
  const [keptAtStart] = useState(() => (hydrating ? undefined : keptInBrowser()));
  const [saved, setSaved] = useState(() => keptAtStart?.players ?? []);
  // After a failed payment, "Try again" brings the order's player and item in the address (the server sees it too).
  const [searchParams] = useSearchParams();
  const fromTryAgain = useMemo(() => tryAgainValues(searchParams, product.denominations.map((d) => String(d.skuId))), [searchParams, product.denominations]);
  // The entries survive a reload or Back for this browser session (the draft); else the last player and channel.
  const valuesOf = (kept: Partial<ReturnType<typeof keptInBrowser>>): TopUpValues =>
    kept.draft ??
    emptyTopUpValues({
      userId: fromTryAgain.userId ?? kept.players?.[0]?.userId ?? '',
      zoneId: fromTryAgain.userId ? (fromTryAgain.zoneId ?? '') : (kept.players?.[0]?.zoneId ?? ''),
      skuId: fromTryAgain.skuId ?? '',
      channelId: kept.channel !== undefined && channels.some((c) => c.id === kept.channel) ? String(kept.channel) : '',
      nationality: rules.nationalityRequired ? country.code : '',
    });
  const [initialValues] = useState<TopUpValues>(() => valuesOf(keptAtStart ?? {}));
  const schema = useMemo(() => topUpSchema(rules), [rules]);
  // The form focuses its first error itself (onInvalid), the one the bar names.
  const form = useForm<TopUpValues>({ defaultValues: initialValues, resolver: zodResolver(schema), mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const { control, handleSubmit, setFocus, getValues, formState, watch, trigger, getFieldState } = form;
  useEffect(() => {
    if (keptAtStart) return;
    const kept = keptInBrowser();
    setSaved(kept.players);
    // Field by field: a reset would register the fields again at the next render and set them to the new
    // defaults, over the entries the shopper made before this code ran (replayed after this effect).
    // Only what differs: each set is a change the draft records, and nothing kept is no change.
    const values = valuesOf(kept);
    const current = form.getValues();
    for (const name of Object.keys(values) as (keyof TopUpValues)[]) {
      if (JSON.stringify(values[name]) !== JSON.stringify(current[name])) form.setValue(name, values[name]);
    }
    // Once, after the hydration this form started with (the form is keyed by country and product).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const subscription = watch(() => saveTopUpDraft(tab, draft, getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues, tab, draft]);

  const [isGift, skuId, amount, channelId, userId, zoneId, gameFields, recurrenceDays] = useWatch({
    control,
    name: ['isGift', 'skuId', 'amount', 'channelId', 'userId', 'zoneId', 'gameFields', 'recurrenceDays'],
  });
  // Gift on or off changes what the chosen item may be (a subscription is never a gift): its error is checked again.
  useEffect(() => {
    if (getFieldState('skuId').error) void trigger('skuId');
  }, [isGift, getFieldState, trigger]);
  const denomination = product.denominations.find((d) => String(d.skuId) === skuId);
  const range = customAmountRange(rules, skuId);
  // A subscription is never a gift (the form says so): no recurrence, and so no price, for one in gift mode.
  const recurrence = isGift ? undefined : recurrenceOptionOf(denomination, recurrenceDays);
  // What the order pays: the item's price, a subscription's price for its recurrence, or a custom amount once it is valid.
  const price = recurrence ? recurrence.price : denomination?.recurrenceOptions?.length ? undefined : chosenPrice(denomination, amount, country);
  const channel = channels.find((c) => String(c.id) === channelId);

  const player = usePlayerCheck(api, country.code, product.slug);
  const promo = usePromo(api, country.code, product.slug);
  const [promoDropped, setPromoDropped] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The rewards the order uses, as the rewards remote's panel sets them (0: none).
  const [rewardsUsed, setRewardsUsed] = useState(0);

  const placeOrder = usePlaceOrder(api, {
    isGuest: !session.isSignedIn,
    buyer: identityOf(session),
    onPlaced: (order: Order) => {
      saveLastChannel(local, lvtId, order.paymentChannelId);
      if (order.paymentUrl) window.location.assign(order.paymentUrl);
      // Paid with Codacash: the wallet's screen charges the wallet (and offers a quick top-up when short).
      else if (order.isWalletPayment) navigate(routePath('WalletTransactionWaiting', { countryCode: localeSegment(country, shop.language) }, { order: order.orderId }));
      else navigate(routePath('TransactionComplete', { countryCode: localeSegment(country, shop.language) }, { orderId: order.orderId }));
    },
  });

  const fieldValues = gameFieldValuesOf({ gameFields }, product.gameFields);
  const currentPlayer = playerKey(userId, zoneId, fieldValues);
  const playerValid = player.check.status === 'valid' && player.check.forId === currentPlayer;
  const promoAmount = range ? price : undefined;
  const appliedPromo =
    promo.promo.status === 'applied' && denomination && promo.promo.skuId === denomination.skuId && promo.promo.amount === promoAmount ? promo.promo : undefined;

  // A promo is for one item (and one custom amount) and never with a gift. When the item changes it is
  // checked again for the new one (a custom amount once it is valid); a gift or no item drops it. The
  // shopper is told either way (PromoCodeField).
  const applied = promo.promo.status === 'applied' ? promo.promo : undefined;
  const { apply: applyPromo, clear: clearPromo } = promo;
  // The player a code is checked for: a first-top-up code is refused at Apply for one who paid before.
  const promoPlayer: PromoPlayer | undefined = isGift
    ? undefined
    : { userId: userId.trim(), ...(product.requiresZoneId && zoneId.trim() ? { zoneId: zoneId.trim() } : {}) };
  useEffect(() => {
    if (!applied) return;
    if (isGift || !denomination) {
      clearPromo();
      setPromoDropped(true);
      return;
    }
    if (applied.skuId === denomination.skuId && applied.amount === promoAmount) return;
    if (range && promoAmount === undefined) return;
    applyPromo(applied.code, denomination.skuId, false, promoAmount, promoPlayer, true);
    // promoPlayer: the player at the time the item changes (a new object each render, not a reason to check again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied, isGift, denomination, promoAmount, range, applyPromo, clearPromo]);

  async function checkPlayer(): Promise<boolean> {
    if (getValues('isGift')) return true;
    if (playerValid) return true;
    const result = await player.run(userId, zoneId, fieldValues);
    if (result.status === 'valid') {
      setSaved(savePlayer(local, lvtId, { userId: userId.trim(), ...(zoneId.trim() ? { zoneId: zoneId.trim() } : {}), nickname: result.nickname }));
      return true;
    }
    setFocus('userId');
    return false;
  }

  const onValid = async () => {
    if (!(await checkPlayer())) return;
    placeOrder.reset();
    setConfirming(true);
  };

  // The first field with an error, top to bottom, is focused (scrolled clear of the phone's sticky bar by its
  // scroll-margin) and named in the bar: a section 4 checkout error where the field is one, else its own message.
  const onInvalid = (errors: FieldErrors<TopUpValues>) => {
    const first = firstErrorField(errors);
    if (first) setFocus(first as keyof TopUpValues);
  };

  const hasErrors = Object.keys(formState.errors).length > 0;
  const firstError = formState.submitCount > 0 && hasErrors ? firstErrorField(formState.errors) : undefined;
  const firstCheckoutError = firstError ? checkoutErrorOf(firstError) : undefined;
  const formProblem =
    formState.submitCount > 0 && hasErrors
      ? firstCheckoutError
        ? t(`checkoutError.${firstCheckoutError}`)
        : (messageText(t, firstError ? topUpMessage(firstError, (get(formState.errors, firstError) as { message?: string } | undefined)?.message, getValues(), rules) : undefined) ??
          t('topUp.checkFields'))
      : undefined;

  async function confirm() {
    if (!denomination || !channel || price === undefined) return;
    const values = getValues();
    const gift = values.isGift ? normaliseGiftPayload({ email: values.giftEmail, name: values.giftName, message: values.giftMessage }) : undefined;
    const result = await placeOrder.place(
      {
        countryCode: country.code,
        gameSlug: product.slug,
        skuId: denomination.skuId,
        paymentChannelId: channel.id,
        ...(gift
          ? { gift }
          : {
              userId: values.userId.trim(),
              ...(product.requiresZoneId ? { zoneId: values.zoneId.trim() } : {}),
              ...(product.gameFields.length ? { gameFields: Object.entries(fieldValues).map(([name, value]) => ({ name, value })) } : {}),
            }),
        ...(range ? { amount: price } : {}),
        ...(recurrence ? { recurrenceDays: recurrence.days } : {}),
        ...(rules.nationalityRequired ? { nationality: values.nationality } : {}),
        ...(rules.billingRequired ? { billingAddress: billingAddressOf(values) } : {}),
        ...receiptContact(values),
        ...(appliedPromo ? { promoCode: appliedPromo.code } : {}),
        ...(rewardsUsed > 0 && !gift ? { rewardsAmount: rewardsUsed } : {}),
        // The shell's age gate (white-label store) kept the answer for the tab: the order carries the confirmation.
        ...(hasPassedAgeGate(browserStorage('session'), product.slug) ? { ageConfirmed: true } : {}),
        ...(cart.freeGiveawayItem ? { freeGiveawayItemId: cart.freeGiveawayItem.id } : {}),
        returnUrl: new URL(routePath('TransactionComplete', { countryCode: localeSegment(country, shop.language) }), window.location.origin).href,
      },
      { gvtId: product.gvtId, ...(product.lvtId != null ? { lvtId: product.lvtId } : {}) },
    );
    if (result.status === 'refused' && PROMO_PROBLEM_CODES.includes(result.code)) {
      clearPromo();
      onRefreshPrice();
    }
  }

  const promoRule = promoPrerequisiteError({
    userId: isGift ? 'gift' : userId,
    // A custom amount counts as chosen once its price is valid.
    denomination: denomination && price !== undefined ? denomination : null,
    paymentChannel: channel ?? null,
    isGift,
  });
  // Named by the game's own label of the player ID (Player ID, Role ID).
  const promoPrerequisite = promoRule?.key === 'validation.promoNeedsUserId' ? { key: 'promo.needsPlayerId', params: [product.userIdLabel] } : promoRule;

  // The cart (section 3): the chosen item, and the free giveaway item that comes with it while the game's giveaway runs.
  const cart = cartOf(denomination && price !== undefined ? { name: denomination.name, price } : undefined, product.freeGiveawayItem);
  const beforeRewards = price !== undefined ? price - (appliedPromo?.discount ?? 0) : undefined;
  const usedRewards = isGift ? 0 : rewardsUsed;
  const total = beforeRewards !== undefined ? Number((beforeRewards - usedRewards).toFixed(2)) : undefined;
  const busy = placeOrder.state.status === 'placing' || placeOrder.state.status === 'placed' || player.check.status === 'checking';
  // Last of the form's effects: what the shopper entered on the server-rendered form before this code ran.
  const earlyEntries = useEarlyEntries('topup');

  // The form's context for its sections. Not around the rewards slot: the context's value changes with the form's
  // state, and a change above a part the browser has not hydrated yet (a guest's rewards panel, hydrated when reached)
  // makes React render that part afresh, loading its remote at once.
  const withForm = (sections: ReactNode) => (
    <FormProvider {...form}>
      <TopUpRulesProvider rules={rules}>{sections}</TopUpRulesProvider>
    </FormProvider>
  );

  return (
    <form
      {...earlyEntries}
      className="checkout topup"
      noValidate
      aria-labelledby="topup-title"
      onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
      data-testid="topup-form"
    >
      <h2 id="topup-title" className="visually-hidden">
        {t('topUp.title', { name: product.name })}
      </h2>
      <div className="topup__main">
        {withForm(
          <Stepper className="topup__steps" aria-label={t('topUp.steps')}>
            {isGift ? (
              <GiftFields />
            ) : (
              <PlayerFields
                userIdLabel={product.userIdLabel}
                gameFields={product.gameFields}
                requiresZoneId={product.requiresZoneId}
                check={player.check}
                currentPlayer={currentPlayer}
                saved={saved}
                onVerify={() => void checkPlayer()}
                onPlayerChanged={player.reset}
              />
            )}
            <DenominationPicker denominations={product.denominations}>{range ? <CustomAmountField range={range} /> : null}</DenominationPicker>
            {denomination?.recurrenceOptions?.length && !isGift ? <RecurrencePicker denomination={denomination} signedIn={session.isSignedIn} /> : null}
            <PaymentChannelPicker channels={channels} price={total} />
            <ContactFields />
            {rules.billingRequired ? <BillingAddressFields>{rules.nationalityRequired ? <NationalityField /> : null}</BillingAddressFields> : null}
          </Stepper>,
        )}
        <div className="topup__extras">
          {withForm(
            <>
              {rules.nationalityRequired && !rules.billingRequired ? <NationalityField /> : null}
              <PromoCodeField
                promo={promo.promo}
                applied={appliedPromo}
                prerequisite={promoPrerequisite}
                dropped={promoDropped && promo.promo.status === 'none'}
                onApply={(code) => {
                  setPromoDropped(false);
                  if (!promoPrerequisite && denomination) applyPromo(code, denomination.skuId, isGift, promoAmount, promoPlayer);
                }}
                onRemove={clearPromo}
              />
            </>,
          )}
          {isGift ? null : <RewardsSlot total={beforeRewards} channelId={channel?.id} channelName={channel?.name} onChange={setRewardsUsed} />}
          {withForm(<TermsField />)}
        </div>
      </div>

      {/* The order summary with Buy: a bar stuck to the bottom of a phone's screen, a side panel on a desktop. */}
      {withForm(
        <div className="topup__aside">
          <section className="topup__summary" aria-labelledby="summary-title">
            <h3 id="summary-title" className="topup__summary-title">
              {t('summary.title')}
            </h3>
            <dl className="topup-summary">
              <div className="topup-summary__row topup-summary__row--item">
                <dt>{t('summary.item')}</dt>
                <dd>{denomination ? <bdi>{denomination.name}</bdi> : t('summary.noItem')}</dd>
              </div>
              {channel ? (
                <div className="topup-summary__row topup-summary__row--channel">
                  <dt>{t('summary.channel')}</dt>
                  <dd>
                    <bdi>{channel.name}</bdi>
                  </dd>
                </div>
              ) : null}
              <div className="topup-summary__row topup-summary__row--price">
                <dt>{t('summary.price')}</dt>
                <dd>{price !== undefined ? <Price amount={price} country={country} /> : '-'}</dd>
              </div>
              {cart.freeGiveawayItem ? (
                <div className="topup-summary__row topup-summary__row--free">
                  <FreeGiveawayRow item={cart.freeGiveawayItem} />
                </div>
              ) : null}
              {appliedPromo ? (
                <div className="topup-summary__row">
                  <dt>{t('summary.discount')}</dt>
                  <dd data-testid="summary-discount">
                    -<Price amount={appliedPromo.discount} country={country} />
                  </dd>
                </div>
              ) : null}
              {usedRewards > 0 ? (
                <div className="topup-summary__row">
                  <dt>{t('summary.rewards')}</dt>
                  <dd data-testid="summary-rewards">
                    -<Price amount={usedRewards} country={country} />
                  </dd>
                </div>
              ) : null}
              <div className="topup-summary__row topup-summary__row--total">
                <dt>{t('summary.total')}</dt>
                <dd data-testid="summary-total">{total !== undefined ? <Price amount={total} country={country} /> : '-'}</dd>
              </div>
            </dl>
          </section>

          <div aria-live="polite" className="topup__problems">
            {formProblem ? (
              <p className="topup__problem" role="alert" data-testid="form-problem">
                {formProblem}
              </p>
            ) : null}
            {!confirming && (placeOrder.state.status === 'refused' || placeOrder.state.status === 'networkError') ? (
              <OrderProblem state={placeOrder.state} subscription={recurrence !== undefined} onRetry={() => void confirm()} onDismiss={placeOrder.reset} />
            ) : null}
          </div>

          {/* Busy rather than disabled while it checks the player or places the order: a disabled button drops the keyboard
              focus to the page, and the confirmation would return it there instead of to Buy when it closes. */}
          <Button type="submit" variant="primary" size="lg" block className="topup__buy" loading={busy}>
            {t('topUp.buy')}
          </Button>
        </div>,
      )}

      {confirming && denomination && channel && price !== undefined ? withForm(
        <OrderConfirmationModal
          country={country}
          productName={product.name}
          denomination={denomination}
          recurrenceDays={recurrence?.days}
          price={price}
          channel={channel}
          player={isGift ? undefined : { userId: userId.trim(), zoneId: zoneId.trim(), nickname: player.check.status === 'valid' ? player.check.nickname : '' }}
          gift={isGift ? normaliseGiftPayload({ email: getValues('giftEmail'), name: getValues('giftName'), message: getValues('giftMessage') }) : undefined}
          discount={appliedPromo?.discount}
          rewardsUsed={usedRewards || undefined}
          freeGiveawayItem={cart.freeGiveawayItem}
          state={placeOrder.state}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />,
      ) : null}
    </form>
  );
});
