import './InlineInput';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
