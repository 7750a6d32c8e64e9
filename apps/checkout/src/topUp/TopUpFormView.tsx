import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { isTermsCheckboxShown, localePrefix, normaliseGiftPayload, promoPrerequisiteError, sortPaymentChannels, useRootStore, type Country } from '@store/shared';
import type { Order, Product } from '../api/checkoutApi';
import { useCheckoutApi } from '../api/useCheckoutApi';
import { BillingAddressFields } from '../billing/BillingAddressFields';
import { isBillingAddressRequired } from '../billing/billingCountries';
import { ContactFields } from '../contact/ContactFields';
import { CustomAmountField } from '../denominations/CustomAmountField';
import { DenominationPicker } from '../denominations/DenominationPicker';
import { GiftFields } from '../gift/GiftFields';
import { useCheckoutTranslation } from '../i18n/useCheckoutTranslation';
import { browserStorage } from '../order/browserStorage';
import { OrderConfirmationModal } from '../order/OrderConfirmationModal';
import { NationalityField } from '../nationality/NationalityField';
import { OrderProblem } from '../order/OrderProblem';
import { PROMO_PROBLEM_CODES, usePlaceOrder } from '../order/usePlaceOrder';
import { PaymentChannelPicker } from '../paymentChannels/PaymentChannelPicker';
import { PlayerFields } from '../playerCheck/PlayerFields';
import { lastChannel, saveLastChannel, savePlayer, savedPlayers } from '../playerCheck/savedPlayers';
import { playerKey, usePlayerCheck } from '../playerCheck/usePlayerCheck';
import { PromoCodeField } from '../promo/PromoCodeField';
import { usePromo } from '../promo/usePromo';
import { TermsField } from '../terms/TermsField';
import { Price } from '../ui/Price';
import type { FormPartProps } from './formPart';
import { codeMessage, fieldMessage } from '../ui/messages';
import { chosenPrice, emptyTopUpValues, gameFieldValuesOf, receiptContact, toFormErrors, topUpCheckoutError, validateTopUp, type TopUpRules, type TopUpValues } from './topUpValues';

export interface TopUpFormViewProps {
  product: Product;
  country: Country;
  onRefreshPrice: () => void;
}

const CHECKOUT_ERROR_FIELD = { paymentChannel: 'channelId', billingAddress: 'billing.name', email: 'email', termsAndCondition: 'terms' } as const;

export const TopUpFormView = observer(function TopUpFormView({ product, country, onRefreshPrice }: TopUpFormViewProps) {
  const store = useRootStore();
  const { purchase, session, shop } = store;
  const api = useCheckoutApi();
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const local = useMemo(() => browserStorage('local'), []);
  const lvtId = product.lvtId ?? product.gvtId;

  const baseRules: TopUpRules = useMemo(() => {
    const billingRequired = isBillingAddressRequired(country.code, store.isWhiteLabel);
    return { country, requiresZoneId: product.requiresZoneId, billingRequired, nationalityRequired: billingRequired, gameFields: product.gameFields };
  }, [country, product.requiresZoneId, product.gameFields, store.isWhiteLabel]);
  // A custom-amount item adds its range to the rules.
  const rulesFor = (v: Pick<TopUpValues, 'skuId'>): TopUpRules => {
    const d = product.denominations.find((x) => String(x.skuId) === v.skuId);
    return d?.maxPrice != null ? { ...baseRules, customAmount: { min: d.price, max: d.maxPrice } } : baseRules;
  };
  const channels = useMemo(() => sortPaymentChannels(product.paymentChannels.filter((c) => !c.isBackendChannel)), [product.paymentChannels]);
  const [saved, setSaved] = useState(() => savedPlayers(local, lvtId));

  const resolver: Resolver<TopUpValues> = async (values) => {
    const errors = validateTopUp(values, rulesFor(values));
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors(errors) as never };
  };
  const remembered = lastChannel(local, lvtId);
  const form = useForm<TopUpValues>({
    defaultValues: emptyTopUpValues({
      userId: saved[0]?.userId ?? '',
      zoneId: saved[0]?.zoneId ?? '',
      channelId: remembered !== undefined && channels.some((c) => c.id === remembered) ? String(remembered) : '',
      nationality: baseRules.nationalityRequired ? country.code : '',
    }),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { watch, handleSubmit, setFocus } = form;
  const values = watch();
  const denomination = product.denominations.find((d) => String(d.skuId) === values.skuId);
  const rules = rulesFor(values);
  const isCustomAmount = denomination?.maxPrice != null;
  // What the order pays: the item's price, or a custom amount once it is valid.
  const price = chosenPrice(denomination, values.amount, country.amountFormat);
  const channel = channels.find((c) => String(c.id) === values.channelId);

  const player = usePlayerCheck(api, country.code, product.slug);
  const promo = usePromo(api, country.code, product.slug);
  const [confirming, setConfirming] = useState(false);
  const [formProblem, setFormProblem] = useState<string | undefined>();
  const problemRef = useRef<HTMLDivElement>(null);

  const placeOrder = usePlaceOrder(api, {
    isGuest: !session.isSignedIn,
    onPlaced: (order: Order) => {
      saveLastChannel(local, lvtId, order.paymentChannelId);
      purchase.setCheckoutId(order.orderId);
      if (order.paymentUrl) window.location.assign(order.paymentUrl);
      else navigate(`${localePrefix(country, shop.language)}/complete?orderId=${encodeURIComponent(order.orderId)}`);
    },
  });

  const fieldValues = gameFieldValuesOf(values, product.gameFields);
  const currentPlayer = playerKey(values.userId, values.zoneId, fieldValues);
  const playerValid = player.check.status === 'valid' && player.check.forId === currentPlayer;
  const promoAmount = isCustomAmount ? price : undefined;
  const appliedPromo =
    promo.promo.status === 'applied' && denomination && promo.promo.skuId === denomination.skuId && promo.promo.amount === promoAmount ? promo.promo : undefined;

  // A promo is for one item (and one custom amount) and never with a gift: changing any drops it.
  useEffect(() => {
    if (promo.promo.status === 'applied' && (values.isGift || promo.promo.skuId !== denomination?.skuId || promo.promo.amount !== promoAmount)) promo.clear();
  }, [values.isGift, denomination?.skuId, promoAmount, promo]);

  // The purchase in progress is shared through the PurchaseStore (rewards and wallet panels read it).
  useEffect(() => {
    purchase.setProduct({ id: product.slug, gvtId: product.gvtId });
    purchase.setUserInfo({ userId: values.userId, zoneId: values.zoneId, email: values.contactMethod === 'email' ? values.email : '' });
    purchase.setDenomination(denomination ? { amount: price ?? denomination.price, type: denomination.type } : undefined);
    purchase.setPaymentChannel(channel ? { id: channel.id, name: channel.name, isBackendChannel: channel.isBackendChannel } : undefined);
    purchase.setGift(values.isGift ? { email: values.giftEmail, name: values.giftName, message: values.giftMessage } : undefined);
    purchase.setPromo(
      appliedPromo ? { promoCode: appliedPromo.code, validCode: true, discountAmount: appliedPromo.discount, ...(appliedPromo.promoId !== undefined ? { promoId: appliedPromo.promoId } : {}) } : undefined,
    );
    purchase.setTermsChecked(values.terms);
    purchase.setValidatedPlayerId(playerValid ? values.userId.trim() : undefined);
    const fieldErrors = player.check.status === 'invalid' && player.check.forId === currentPlayer ? player.check.fieldErrors : [];
    purchase.setGameInputs(product.name, {
      userId: values.userId,
      zoneId: values.zoneId,
      fields: Object.fromEntries(
        Object.entries(fieldValues).map(([name, value]) => {
          const error = fieldErrors.find((e) => e.field === name);
          return [name, error ? { value, error: { code: error.code, message: codeMessage(t, 'order', error.code) } } : { value }];
        }),
      ),
    });
  });

  async function checkPlayer(): Promise<boolean> {
    if (values.isGift) return true;
    if (playerValid) return true;
    const result = await player.run(values.userId, values.zoneId, fieldValues);
    if (result.status === 'valid') {
      setSaved(savePlayer(local, lvtId, { userId: values.userId.trim(), ...(values.zoneId.trim() ? { zoneId: values.zoneId.trim() } : {}), nickname: result.nickname }));
      return true;
    }
    setFocus('userId');
    return false;
  }

  const onValid = async () => {
    setFormProblem(undefined);
    if (!(await checkPlayer())) return;
    placeOrder.reset();
    setConfirming(true);
  };

  const onInvalid = () => {
    const errors = validateTopUp(values, rules);
    const derived = topUpCheckoutError(values, rules, errors);
    // The checkout error (section 4) names the first problem; field errors show beside each field.
    const first = derived !== 'none' ? t(`checkoutError.${derived}`) : t('topUp.checkFields');
    setFormProblem(first);
    if (derived !== 'none') setFocus(CHECKOUT_ERROR_FIELD[derived] as never);
  };

  async function confirm() {
    if (!denomination || !channel || price === undefined) return;
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
        ...(isCustomAmount ? { amount: price } : {}),
        ...(rules.nationalityRequired ? { nationality: values.nationality } : {}),
        ...receiptContact(values),
        ...(appliedPromo ? { promoCode: appliedPromo.code } : {}),
        returnUrl: `${window.location.origin}${localePrefix(country, shop.language)}/complete`,
      },
      { gvtId: product.gvtId, ...(product.lvtId != null ? { lvtId: product.lvtId } : {}) },
    );
    if (result.status === 'refused' && PROMO_PROBLEM_CODES.includes(result.code)) {
      promo.clear();
      onRefreshPrice();
    }
  }

  const promoPrerequisite = promoPrerequisiteError({
    userId: values.isGift ? 'gift' : values.userId,
    // A custom amount counts as chosen once its price is valid.
    denomination: denomination && price !== undefined ? denomination : null,
    paymentChannel: channel ?? null,
    isGift: values.isGift,
  });

  const total = price !== undefined ? price - (appliedPromo?.discount ?? 0) : undefined;
  const busy = placeOrder.state.status === 'placing' || placeOrder.state.status === 'placed' || player.check.status === 'checking';

  return (
    <form
      className="checkout topup"
      noValidate
      aria-labelledby="topup-title"
      onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
      data-testid="topup-form"
    >
      <h2 id="topup-title" className="visually-hidden">
        {t('topUp.title', { name: product.name })}
      </h2>
      <GiftToggle form={form} t={t} />
      {values.isGift ? (
        <GiftFields form={form} t={t} />
      ) : (
        <PlayerFields
          form={form}
          t={t}
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
      <DenominationPicker form={form} t={t} denominations={product.denominations} country={country} error={fieldMessage(t, form.formState.errors.skuId ? { key: 'validation.chooseDenomination', params: [] } : undefined)}>
        {rules.customAmount ? <CustomAmountField form={form} t={t} country={country} min={rules.customAmount.min} max={rules.customAmount.max} /> : null}
      </DenominationPicker>
      <PaymentChannelPicker
        form={form}
        t={t}
        channels={channels}
        country={country}
        price={total}
        error={fieldMessage(t, form.formState.errors.channelId ? { key: 'validation.choosePaymentMethod', params: [] } : undefined)}
      />
      <ContactFields form={form} t={t} country={country} />
      {rules.billingRequired ? <BillingAddressFields form={form} t={t} /> : null}
      {rules.nationalityRequired ? <NationalityField form={form} t={t} /> : null}
      <PromoCodeField
        t={t}
        promo={promo.promo}
        applied={appliedPromo}
        prerequisite={promoPrerequisite}
        country={country}
        onApply={(code) => {
          if (!promoPrerequisite && denomination) void promo.apply(code, denomination.skuId, values.isGift, promoAmount);
        }}
        onRemove={promo.clear}
      />
      <TermsField form={form} t={t} shown={isTermsCheckboxShown(country.code)} />

      <section className="topup__summary" aria-labelledby="summary-title">
        <h3 id="summary-title">{t('summary.title')}</h3>
        <dl className="summary">
          <dt>{t('summary.item')}</dt>
          <dd>{denomination ? <bdi>{denomination.name}</bdi> : t('summary.noItem')}</dd>
          <dt>{t('summary.price')}</dt>
          <dd>{price !== undefined ? <Price amount={price} country={country} /> : '-'}</dd>
          {appliedPromo ? (
            <>
              <dt>{t('summary.discount')}</dt>
              <dd data-testid="summary-discount">
                -<Price amount={appliedPromo.discount} country={country} />
              </dd>
            </>
          ) : null}
          <dt>{t('summary.total')}</dt>
          <dd data-testid="summary-total">{total !== undefined ? <Price amount={total} country={country} /> : '-'}</dd>
        </dl>
      </section>

      <div ref={problemRef} aria-live="polite">
        {formProblem ? (
          <p className="topup__problem" role="alert">
            {formProblem}
          </p>
        ) : null}
        {!confirming && (placeOrder.state.status === 'refused' || placeOrder.state.status === 'networkError') ? (
          <OrderProblem t={t} state={placeOrder.state} onRetry={() => void confirm()} onDismiss={placeOrder.reset} />
        ) : null}
      </div>

      <button type="submit" className="button button--primary topup__buy" disabled={busy} aria-disabled={busy}>
        {t('topUp.buy')}
      </button>

      {confirming && denomination && channel && price !== undefined ? (
        <OrderConfirmationModal
          t={t}
          country={country}
          productName={product.name}
          denomination={denomination}
          price={price}
          channel={channel}
          player={values.isGift ? undefined : { userId: values.userId.trim(), zoneId: values.zoneId.trim(), nickname: player.check.status === 'valid' ? player.check.nickname : '' }}
          gift={values.isGift ? normaliseGiftPayload({ email: values.giftEmail, name: values.giftName, message: values.giftMessage }) : undefined}
          discount={appliedPromo?.discount}
          state={placeOrder.state}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </form>
  );
});

function GiftToggle({ form, t }: FormPartProps) {
  return (
    <div className="topup__gift-toggle">
      <input id="topup-is-gift" type="checkbox" {...form.register('isGift')} />
      <label htmlFor="topup-is-gift">{t('gift.toggle')}</label>
    </div>
  );
}
