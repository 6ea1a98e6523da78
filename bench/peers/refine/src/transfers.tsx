// The send-money form: @refinedev/antd's useForm feeding antd's <Form>, nine fields with antd's rules.
import { Create, useForm } from '@refinedev/antd';
import { Checkbox, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import { ACCOUNTS, CURRENCIES, DELIVERY_METHODS } from '../../shared/data';

const options = (list: { id: string; name: string }[]) =>
  list.map(({ id, name }) => ({ value: id, label: name }));

export const SendMoney = () => {
  const { formProps, saveButtonProps } = useForm({
    resource: 'transfers',
    action: 'create',
    redirect: false,
  });
  return (
    <Create title="Send money" saveButtonProps={saveButtonProps}>
      <Form {...formProps} layout="vertical" initialValues={{ currency: 'USD' }}>
        <Form.Item label="From account" name="fromAccount" rules={[{ required: true }]}>
          <Select options={options(ACCOUNTS)} />
        </Form.Item>
        <Form.Item label="Recipient" name="recipient" rules={[{ required: true }, { max: 70 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Amount" name="amount" rules={[{ required: true }, { type: 'number', min: 0.01 }]}>
          <InputNumber style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Currency" name="currency" rules={[{ required: true }]}>
          <Select options={CURRENCIES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item label="Delivery method" name="deliveryMethod" rules={[{ required: true }]}>
          <Select options={options(DELIVERY_METHODS)} />
        </Form.Item>
        <Form.Item label="Reference" name="reference" rules={[{ max: 35 }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Note" name="note">
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item label="Scheduled date" name="scheduledDate">
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="confirmed"
          valuePropName="checked"
          rules={[
            {
              validator: (_, value) =>
                value ? Promise.resolve() : Promise.reject(new Error('Confirm the recipient’s details')),
            },
          ]}
        >
          <Checkbox>I confirm the recipient’s details</Checkbox>
        </Form.Item>
      </Form>
    </Create>
  );
};
