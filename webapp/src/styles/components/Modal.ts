import './ModalBase';
import '@mantine/core/styles/Modal.css';
