export { amountAsNumber, compareAmounts, formatMoney, formatMoneyCompact, fromMinorUnits, minorUnitsOf, normalizeAmount, sumAmounts, toMinorUnits } from './money';
