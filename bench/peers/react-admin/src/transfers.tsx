// The send-money form: <Create> with a <SimpleForm> of nine inputs and react-admin's validators.
import {
  BooleanInput,
  Create,
  DateInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { ACCOUNTS, CURRENCIES, DELIVERY_METHODS } from '../../shared/data';

const currencies = CURRENCIES.map((code) => ({ id: code, name: code }));
const confirmed = (value: unknown) => (value ? undefined : 'Confirm the recipient’s details');

export const SendMoney = () => (
  <Create title="Send money" redirect={() => 'transactions'}>
    <SimpleForm>
      <SelectInput source="fromAccount" label="From account" choices={ACCOUNTS} validate={required()} />
      <TextInput source="recipient" validate={[required(), maxLength(70)]} />
      <NumberInput source="amount" validate={[required(), minValue(0.01)]} />
      <SelectInput source="currency" choices={currencies} defaultValue="USD" validate={required()} />
      <SelectInput
        source="deliveryMethod"
        label="Delivery method"
        choices={DELIVERY_METHODS}
        validate={required()}
      />
      <TextInput source="reference" validate={maxLength(35)} />
      <TextInput source="note" multiline />
      <DateInput source="scheduledDate" label="Scheduled date" />
      <BooleanInput source="confirmed" label="I confirm the recipient’s details" validate={confirmed} />
    </SimpleForm>
  </Create>
);
