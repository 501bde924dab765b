import './Combobox';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
