import './InlineInput';
import '@mantine/core/styles/Switch.css';
